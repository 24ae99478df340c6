  # S4 and Reference Class examples for memocache's geometry helpers.
  
  library(methods)
  
  #' A shape
  #'
  #' Virtual base class of every shape.
  #' @export
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Shape#
//                                            ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Shape#name.
  setClass("Shape", representation("VIRTUAL", name = "character"))
//          ^^^^^ definition soulindex . . . `r/shapes.r`/Shape#
//          kind Class
//          documentation
//          > A shape
//          > 
//          > Virtual base class of every shape.
//          > @export
//                                            ^^^^ definition soulindex . . . `r/shapes.r`/Shape#name.
//                                            kind Field
//                                                             ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Shape#name.
//                                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Shape#
  
  #' A circle
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Circle#
  Circle <- setClass("Circle",
//^^^^^^ reference soulindex . . . `r/shapes.r`/Circle#
//                    ^^^^^^ definition soulindex . . . `r/shapes.r`/Circle#
//                    kind Class
//                    documentation
//                    > A circle
    contains = "Shape",
//            ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Circle#radius.
//                                ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Circle#center.
    slots = c(radius = "numeric", center = "numeric"),
//            ^^^^^^ definition soulindex . . . `r/shapes.r`/Circle#radius.
//            kind Field
//                                ^^^^^^ definition soulindex . . . `r/shapes.r`/Circle#center.
//                                kind Field
//                             ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Circle#radius.
//                                                 ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Circle#center.
    prototype = list(name = "circle", center = c(0, 0))
  )
//⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Circle#
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Rect#
//                                                  ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Rect#w.
//                                                                 ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Rect#h.
  setClass("Rect", contains = "Shape", slots = list(w = "numeric", h = "numeric"))
//          ^^^^ definition soulindex . . . `r/shapes.r`/Rect#
//          kind Class
//                                                  ^ definition soulindex . . . `r/shapes.r`/Rect#w.
//                                                  kind Field
//                                                                 ^ definition soulindex . . . `r/shapes.r`/Rect#h.
//                                                                 kind Field
//                                                              ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Rect#w.
//                                                                             ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Rect#h.
//                                                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Rect#
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/ShapeOrNull#
  setClassUnion("ShapeOrNull", c("Shape", "NULL"))
//               ^^^^^^^^^^^ definition soulindex . . . `r/shapes.r`/ShapeOrNull#
//               kind Class
//                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/ShapeOrNull#
  
  setValidity("Circle", function(object) {
    if (object@radius < 0) "radius must be non-negative" else TRUE
  })
  
  #' Area of a shape
  #' @export
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/area().
  setGeneric("area", function(shape, ...) standardGeneric("area"))
//            ^^^^ definition soulindex . . . `r/shapes.r`/area().
//            kind Function
//            documentation
//            > Area of a shape
//            > @export
//                                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/area().
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/describe().
  setGeneric("describe", function(shape) {
//            ^^^^^^^^ definition soulindex . . . `r/shapes.r`/describe().
//            kind Function
    standardGeneric("describe")
  })
// ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/describe().
  
  #' @describeIn area Area of a circle.
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Circle#area().
  setMethod("area", "Circle", function(shape, ...) {
//           ^^^^ definition soulindex . . . `r/shapes.r`/Circle#area().
//           kind Method
//           documentation
//           > @describeIn area Area of a circle.
    pi * shape@radius^2
  })
// ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Circle#area().
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Rect#area().
  setMethod("area", "Rect", function(shape, ...) shape@w * shape@h)
//           ^^^^ definition soulindex . . . `r/shapes.r`/Rect#area().
//           kind Method
//                                                                ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Rect#area().
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Shape#describe().
  setMethod("describe", "Shape", function(shape) {
//           ^^^^^^^^ definition soulindex . . . `r/shapes.r`/Shape#describe().
//           kind Method
    sprintf("%s with area %.2f", shape@name, area(shape))
//                                           ^^^^ reference soulindex . . . `r/shapes.r`/area().
  })
// ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Shape#describe().
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Circle#show().
  setMethod("show", signature("Circle"), function(object) {
//           ^^^^ definition soulindex . . . `r/shapes.r`/Circle#show().
//           kind Method
    cat("<Circle r=", object@radius, ">\n", sep = "")
  })
// ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Circle#show().
  
  #' A mutable canvas (Reference Class)
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#
  Canvas <- setRefClass("Canvas",
//^^^^^^ reference soulindex . . . `r/shapes.r`/Canvas#
//                       ^^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#
//                       kind Class
//                       documentation
//                       > A mutable canvas (Reference Class)
    fields = list(
//    ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#shapes.
      shapes = "list",
//    ^^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#shapes.
//    kind Field
//                  ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#shapes.
//    ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#width.
      width = "numeric",
//    ^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#width.
//    kind Field
//                    ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#width.
//    ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#height.
      height = "numeric"
//    ^^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#height.
//    kind Field
//                     ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#height.
    ),
    methods = list(
//    ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#add().
      add = function(shape) {
//    ^^^ definition soulindex . . . `r/shapes.r`/Canvas#add().
//    kind Method
        "Add a shape to the canvas."
        shapes[[length(shapes) + 1L]] <<- shape
        invisible(.self)
      },
//    ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#add().
//    ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#total_area().
      total_area = function() {
//    ^^^^^^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#total_area().
//    kind Method
        sum(vapply(shapes, area, numeric(1)))
//                         ^^^^ reference soulindex . . . `r/shapes.r`/area().
      }
//    ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#total_area().
    )
  )
//⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#
  
  Canvas$methods(
//^^^^^^ reference soulindex . . . `r/shapes.r`/Canvas#
    # Removes every shape.
//  ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#clear().
    clear = function() {
//  ^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#clear().
//  kind Method
//  documentation
//  > Removes every shape.
      shapes <<- list()
    },
//  ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#clear().
//  ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Canvas#count().
    count = function() length(shapes)
//  ^^^^^ definition soulindex . . . `r/shapes.r`/Canvas#count().
//  kind Method
//                                  ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Canvas#count().
  )
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Layer#
//                                         ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Layer#label.
//                                                  ⌄ enclosing_range_start soulindex . . . `r/shapes.r`/Layer#z.
  Layer <- setRefClass("Layer", fields = c("label", "z"), contains = "Canvas")
//^^^^^ reference soulindex . . . `r/shapes.r`/Layer#
//                      ^^^^^ definition soulindex . . . `r/shapes.r`/Layer#
//                      kind Class
//                                          ^^^^^ definition soulindex . . . `r/shapes.r`/Layer#label.
//                                          kind Field
//                                                   ^ definition soulindex . . . `r/shapes.r`/Layer#z.
//                                                   kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Layer#label.
//                                                    ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Layer#z.
//                                                                           ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/Layer#
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/UNIT_CIRCLE.
  UNIT_CIRCLE <- Circle(name = "unit", radius = 1)
//^^^^^^^^^^^ definition soulindex . . . `r/shapes.r`/UNIT_CIRCLE.
//kind Constant
//               ^^^^^^ reference soulindex . . . `r/shapes.r`/Circle#
//                                               ⌃ enclosing_range_end soulindex . . . `r/shapes.r`/UNIT_CIRCLE.
  
//⌄ enclosing_range_start soulindex . . . `r/shapes.r`/describe_all().
  describe_all <- function(...) {
//^^^^^^^^^^^^ definition soulindex . . . `r/shapes.r`/describe_all().
//kind Function
    shapes <- list(...)
    vapply(shapes, describe, character(1))
//                 ^^^^^^^^ reference soulindex . . . `r/shapes.r`/describe().
  }
//⌃ enclosing_range_end soulindex . . . `r/shapes.r`/describe_all().
  
  for (pkg in c("grid", "graphics")) {
    library(pkg, character.only = TRUE)
  }
  

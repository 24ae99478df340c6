  library(stats)
  
  #' Works before the error.
//⌄ enclosing_range_start soulindex . . . `r/broken.R`/good().
  good <- function(x) {
//^^^^ definition soulindex . . . `r/broken.R`/good().
//kind Function
//documentation
//> Works before the error.
    x + 1
  }
//⌃ enclosing_range_end soulindex . . . `r/broken.R`/good().
  
//⌄ enclosing_range_start soulindex . . . `r/broken.R`/bad().
  bad <- function(x {
//^^^ definition soulindex . . . `r/broken.R`/bad().
//kind Function
    x +
  }
  
  Thing <- setRefClass("Thing", fields = list(a = "numeric"),
//                   ⌃ enclosing_range_end soulindex . . . `r/broken.R`/bad().
    methods = list(
      f = function() a +
    )
  
  after <- function() 2
  LIMIT <- 5
  

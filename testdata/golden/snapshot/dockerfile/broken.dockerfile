  # A Dockerfile being edited: two instructions do not parse, the stages
  # around them must still be found.
  
//⌄ enclosing_range_start soulindex . . . `dockerfile/broken.dockerfile`/BASE.
  ARG BASE=alpine:3.20
//    ^^^^ definition soulindex . . . `dockerfile/broken.dockerfile`/BASE.
//    kind Variable
//                   ⌃ enclosing_range_end soulindex . . . `dockerfile/broken.dockerfile`/BASE.
  
  # The build stage.
//⌄ enclosing_range_start soulindex . . . `dockerfile/broken.dockerfile`/build/
  FROM ${BASE} AS build
//       ^^^^ reference soulindex . . . `dockerfile/broken.dockerfile`/BASE.
//                ^^^^^ definition soulindex . . . `dockerfile/broken.dockerfile`/build/
//                kind Module
//                documentation
//                > The build stage.
//⌄ enclosing_range_start soulindex . . . `dockerfile/broken.dockerfile`/build/CC.
  ENV CC=clang
//    ^^ definition soulindex . . . `dockerfile/broken.dockerfile`/build/CC.
//    kind Variable
//           ⌃ enclosing_range_end soulindex . . . `dockerfile/broken.dockerfile`/build/CC.
  RUN ["make", "all"
  COPY --from= /src /src
  HEALTHCHECK
  
  # Still found after the broken lines.
//⌄ enclosing_range_start soulindex . . . `dockerfile/broken.dockerfile`/final/
  FROM build AS final
//     ^^^^^ reference soulindex . . . `dockerfile/broken.dockerfile`/build/
//              ^^^^^ definition soulindex . . . `dockerfile/broken.dockerfile`/final/
//              kind Module
//              documentation
//              > Still found after the broken lines.
//⌃ enclosing_range_end soulindex . . . `dockerfile/broken.dockerfile`/build/
//⌄ enclosing_range_start soulindex . . . `dockerfile/broken.dockerfile`/final/PORT.
  ARG PORT=8080
//    ^^^^ definition soulindex . . . `dockerfile/broken.dockerfile`/final/PORT.
//    kind Variable
//            ⌃ enclosing_range_end soulindex . . . `dockerfile/broken.dockerfile`/final/PORT.
  EXPOSE ${PORT}
//         ^^^^ reference soulindex . . . `dockerfile/broken.dockerfile`/final/PORT.
  ENTRYPOINT ["/usr/bin/app", "--port", "${PORT}"]
  
//⌃ enclosing_range_end soulindex . . . `dockerfile/broken.dockerfile`/final/

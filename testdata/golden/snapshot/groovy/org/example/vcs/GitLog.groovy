//⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/`org.example.vcs`/
  package org.example.vcs
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/`org.example.vcs`/
//        kind Module
//                      ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/`org.example.vcs`/
  
  import groovy.transform.Immutable
  
  /**
   * One commit of a repository's history.
   */
//⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
  @Immutable
  class Commit {
//      ^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//      kind Class
//      documentation
//      > One commit of a repository's history.
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#sha.
      String sha
//           ^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#sha.
//           kind Field
//             ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#sha.
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
      String message
//           ^^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
//           kind Field
//                 ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#author.
      String author
//           ^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#author.
//           kind Field
//                ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#author.
  }
//⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
  
  /** Reads commits with `git log`; the working directory is the repository. */
//⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
  class GitLog implements Iterable<Commit> {
//      ^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
//      kind Class
//      documentation
//      > Reads commits with `git log`; the working directory is the repository.
//                                 ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#FORMAT.
      private static final String FORMAT = '%H%x1f%an%x1f%s'
//                                ^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#FORMAT.
//                                kind Constant
//                                                         ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#FORMAT.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#dir.
      File dir
//         ^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#dir.
//         kind Field
//           ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#dir.
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#cache.
      protected List<Commit> cache
//                   ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//                           ^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#cache.
//                           kind Field
//                               ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#cache.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#GitLog().
      GitLog(File dir) {
//    ^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#GitLog().
//    kind Constructor
          this.dir = dir
//             ^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#dir.
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#GitLog().
  
      /** Commits since a tag, newest first. */
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#getCommits().
      List<Commit> getCommits(String since = null) {
//         ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//                 ^^^^^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#getCommits().
//                 kind Method
//                 documentation
//                 > Commits since a tag, newest first.
//                                   ^^^^^ definition local 8
          if (cache == null) {
              cache = parse(run(since))
//                              ^^^^^ reference local 8
          }
          cache
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#getCommits().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#iterator().
      Iterator<Commit> iterator() {
//             ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//                     ^^^^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#iterator().
//                     kind Method
          getCommits().iterator()
//                     ^^^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#iterator().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#iterator().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#run().
      private String run(String since) {
//                   ^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#run().
//                   kind Method
//                              ^^^^^ definition local 9
          def range = since ? "${since}..HEAD" : 'HEAD'
//            ^^^^^ definition local 10
//                    ^^^^^ reference local 9
//                               ^^^^^ reference local 9
          def proc = ['git', 'log', "--format=${FORMAT}", range].execute(null, dir)
//            ^^^^ definition local 11
//                                                        ^^^^^ reference local 10
          proc.waitFor()
//        ^^^^ reference local 11
          proc.text
//        ^^^^ reference local 11
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#run().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#parse().
      static List<Commit> parse(String text) {
//                ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
//                        ^^^^^ definition soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#parse().
//                        kind Method
//                                     ^^^^ definition local 12
          text.readLines().findAll { it }.collect { String line ->
//        ^^^^ reference local 12
//                                                         ^^^^ definition local 14
              def (sha, author, message) = line.split('\u001f') as List
//                 ^^^ definition local 15
              new Commit(sha: sha, author: author, message: message)
//                ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#
          }
//        ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#parse().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
  }
  

//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
  package org.example.release
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
//        kind Module
//                          ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
  
  import groovy.json.JsonSlurper
  import groovy.transform.CompileStatic
  import groovy.transform.ToString
  import java.time.LocalDate
//       ^^^^ reference soulindex . . . `groovy/build.gradle`/java/
  import static java.util.Objects.requireNonNull
//              ^^^^ reference soulindex . . . `groovy/build.gradle`/java/
  import org.example.vcs.* 
  import org.example.vcs.GitLog as Log
//                       ^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
//                                 ^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
  
  /**
   * Kinds of change a release note lists.
   */
//                ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
  enum ChangeKind {
//     ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//     kind Enum
//     documentation
//     > Kinds of change a release note lists.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FEATURE.
      FEATURE('Features'),
//    ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FEATURE.
//    kind EnumMember
//                      ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FEATURE.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FIX.
      FIX('Bug fixes'),
//    ^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FIX.
//    kind EnumMember
//                   ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FIX.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#CHORE.
      CHORE('Maintenance')
//    ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#CHORE.
//    kind EnumMember
//                       ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#CHORE.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#title.
      final String title
//                 ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#title.
//                 kind Field
//                     ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#title.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#ChangeKind().
      ChangeKind(String title) {
//    ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#ChangeKind().
//    kind Constructor
          this.title = title
//             ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#title.
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#ChangeKind().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
  
  /** Something that can render itself as Markdown. */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
  interface Renderable {
//          ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
//          kind Interface
//          documentation
//          > Something that can render itself as Markdown.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#render().
      String render()
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#render().
//           kind Method
//                  ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#render().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
  
  /** A mixin for things with a version. */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
  trait Versioned {
//      ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
//      kind Trait
//      documentation
//      > A mixin for things with a version.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
      String version
//           ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
//           kind Field
//                 ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#isSnapshot().
      boolean isSnapshot() {
//            ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#isSnapshot().
//            kind Method
          version?.endsWith('-SNAPSHOT')
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#isSnapshot().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
  @ToString(includeNames = true)
  class Change implements Renderable {
//      ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//      kind Class
//      relationship soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable# implementation
//                        ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#kind.
      ChangeKind kind
//    ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//               ^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#kind.
//               kind Field
//                  ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#kind.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#summary.
      String summary
//           ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#summary.
//           kind Field
//                 ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#summary.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#author.
      String author
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#author.
//           kind Field
//                ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#author.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#issues.
      List<String> issues = []
//                 ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#issues.
//                 kind Field
//                           ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#issues.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
      String render() {
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
//           kind Method
//           relationship soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#render(). implementation reference
          def refs = issues ? " (${issues.join(', ')})" : ''
//            ^^^^ definition local 8
          "- ${summary}${refs} — @${author}"
//                       ^^^^ reference local 8
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
  @CompileStatic
  class ReleaseNotes implements Renderable, Versioned {
//      ^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//      kind Class
//      relationship soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable# implementation
//      relationship soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned# implementation
//                              ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
//                                          ^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
      static final String HEADER = '# Release notes'
//                        ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
//                        kind Constant
//                                                 ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
      private static final int MAX_CHANGES = 500
//                             ^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
//                             kind Constant
//                                             ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#date.
      LocalDate date = LocalDate.now()
//              ^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#date.
//              kind Field
//                                   ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#date.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changes.
      private final List<Change> changes = []
//                       ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//                               ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changes.
//                               kind Field
//                                          ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changes.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#meta.
      protected Map<String, Object> meta = [:]
//                                  ^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#meta.
//                                  kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#meta.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#ReleaseNotes().
      ReleaseNotes(String version) {
//    ^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#ReleaseNotes().
//    kind Constructor
          this.version = requireNonNull(version)
//             ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#ReleaseNotes().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
      ReleaseNotes add(ChangeKind kind, String summary, String author = 'unknown') {
//    ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                 ^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//                 kind Method
//                     ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                ^^^^ definition local 15
//                                             ^^^^^^^ definition local 16
//                                                             ^^^^^^ definition local 17
          if (changes.size() >= MAX_CHANGES) {
              throw new IllegalStateException("too many changes")
          }
          changes << new Change(kind: kind, summary: summary, author: author)
//                       ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//                                    ^^^^ reference local 15
//                                                   ^^^^^^^ reference local 16
//                                                                    ^^^^^^ reference local 17
          this
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
      def leftShift(Change change) {
//        ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
//        kind Method
//                  ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//                         ^^^^^^ definition local 18
          changes.add(change)
//                    ^^^^^^ reference local 18
          return this
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
      List<Change> changesOf(ChangeKind kind) {
//         ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//                 ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
//                 kind Method
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                      ^^^^ definition local 19
          changes.findAll { it.kind == kind }
//                             ^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#kind.
//                                     ^^^^ reference local 19
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
      @Override
      String render() {
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
//           kind Method
//           relationship soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#render(). implementation reference
          def sb = new StringBuilder()
//            ^^ definition local 21
          sb << HEADER << "\n\n## ${version} (${date})\n"
//        ^^ reference local 21
          ChangeKind.values().each { ChangeKind k ->
//        ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                   ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                              ^ definition local 22
              def list = changesOf(k)
//                ^^^^ definition local 23
//                                 ^ reference local 22
              if (list) {
//                ^^^^ reference local 23
                  sb << "\n### ${k.title}\n\n"
//                ^^ reference local 21
//                               ^ reference local 22
//                                 ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#title.
                  list.each { sb << it.render() << '\n' }
//                ^^^^ reference local 23
//                            ^^ reference local 21
              }
          }
          sb.toString()
//        ^^ reference local 21
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
      static ReleaseNotes fromJson(String text) {
//           ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                        ^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
//                        kind Method
//                                        ^^^^ definition local 25
          def json = new JsonSlurper().parseText(text) as Map
//            ^^^^ definition local 26
//                                               ^^^^ reference local 25
          def notes = new ReleaseNotes(json.version as String)
//            ^^^^^ definition local 27
//                        ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                                     ^^^^ reference local 26
//                                          ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
          (json.changes as List<Map>).each { Map c ->
//         ^^^^ reference local 26
//              ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changes.
//                                               ^ definition local 28
              notes.add(ChangeKind.valueOf(c.kind as String), c.summary as String, c.author as String)
//            ^^^^^ reference local 27
//                  ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//                      ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                         ^ reference local 28
//                                                            ^ reference local 28
//                                                                                 ^ reference local 28
          }
          notes
//        ^^^^^ reference local 27
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#slug().
      private static String slug(String s) {
//                          ^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#slug().
//                          kind Method
//                                      ^ definition local 29
          s.toLowerCase().replaceAll(/[^a-z0-9]+/, '-')
//        ^ reference local 29
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#slug().
  
      /** Groups commits of a log by their conventional-commit prefix. */
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#classify().
      static Map<ChangeKind, List<String>> classify(Log log) {
//               ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                         ^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#classify().
//                                         kind Method
//                                         documentation
//                                         > Groups commits of a log by their conventional-commit prefix.
//                                                  ^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/GitLog#
//                                                      ^^^ definition local 30
          def result = [:].withDefault { [] }
//            ^^^^^^ definition local 31
          log.commits.each { commit ->
//        ^^^ reference local 30
//                           ^^^^^^ definition local 32
              switch (commit.message) {
//                    ^^^^^^ reference local 32
//                           ^^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
                  case ~/^feat.*/:
                      result[ChangeKind.FEATURE] << commit.message
//                    ^^^^^^ reference local 31
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                      ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FEATURE.
//                                                  ^^^^^^ reference local 32
//                                                         ^^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
                      break
                  case ~/^fix.*/:
                      result[ChangeKind.FIX] << commit.message
//                    ^^^^^^ reference local 31
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                      ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FIX.
//                                              ^^^^^^ reference local 32
//                                                     ^^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
                      break
                  default:
                      result[ChangeKind.CHORE] << commit.message
//                    ^^^^^^ reference local 31
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                      ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#CHORE.
//                                                ^^^^^^ reference local 32
//                                                       ^^^^^^^ reference soulindex . . . `groovy/org/example/vcs/GitLog.groovy`/Commit#message.
              }
          }
          result
//        ^^^^^^ reference local 31
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#classify().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
  
  /** Writes notes to a file next to the build. */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
  class NotesWriter {
//      ^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
//      kind Class
//      documentation
//      > Writes notes to a file next to the build.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#dir.
      File dir
//         ^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#dir.
//         kind Field
//           ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#dir.
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
      void write(ReleaseNotes notes) {
//         ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
//         kind Method
//               ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                            ^^^^^ definition local 35
          new File(dir, "RELEASE-${notes.version}.md").text = notes.render()
//                                 ^^^^^ reference local 35
//                                       ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
//                                                            ^^^^^ reference local 35
//                                                                  ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
      def closureStyle = { ReleaseNotes notes ->
//        ^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
//        kind Method
//                         ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                                      ^^^^^ definition local 37
          write(notes)
//              ^^^^^ reference local 37
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/writer.
  def writer = new NotesWriter(dir: new File('build'))
//    ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/writer.
//    kind Variable
//                 ^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
//                                                   ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/writer.
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/notes.
  def notes = new ReleaseNotes('1.4.0')
//    ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/notes.
//    kind Variable
//                ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
          .add(ChangeKind.FEATURE, 'Outline for Groovy files', 'ana')
//         ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//             ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                        ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FEATURE.
          .add(ChangeKind.FIX, 'Empty release notes crash', 'bo')
//         ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//             ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                        ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#FIX.
//                                                              ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/notes.
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
  def publish(ReleaseNotes n, NotesWriter w) {
//    ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
//    kind Function
//            ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                         ^ definition local 38
//                            ^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
//                                        ^ definition local 39
      w.write(n)
//    ^ reference local 39
//      ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
//            ^ reference local 38
      println "published ${n.version}"
//                         ^ reference local 38
//                           ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#version.
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
  
  publish(notes, writer)
//^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
//        ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes.
//               ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/writer.
  

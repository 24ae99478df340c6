//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
  package org.example.release
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
//        kind Module
//                          ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/`org.example.release`/
  
  import groovy.json.JsonSlurper
  import groovy.transform.CompileStatic
  import groovy.transform.ToString
  import java.time.LocalDate
  import static java.util.Objects.requireNonNull
  import org.example.vcs.* 
  import org.example.vcs.GitLog as Log
  
  /**
   * Kinds of change a release note lists.
   */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
  enum ChangeKind {
//     ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//     kind Enum
//     documentation
//     > Kinds of change a release note lists.
      FEATURE('Features'),
      FIX('Bug fixes'),
      CHORE('Maintenance')
  
      final String title
  
      ChangeKind(String title) {
//    ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
          this.title = title
      }
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
  
  /** Something that can render itself as Markdown. */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
  interface Renderable {
//          ^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
//          kind Interface
//          documentation
//          > Something that can render itself as Markdown.
      String render()
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
  
  /** A mixin for things with a version. */
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
  trait Versioned {
//      ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
//      kind Interface
//      documentation
//      > A mixin for things with a version.
      String version
  
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
//                        ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
      ChangeKind kind
//    ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
      String summary
      String author
      List<String> issues = []
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
      String render() {
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
//           kind Method
          def refs = issues ? " (${issues.join(', ')})" : ''
          "- ${summary}${refs} — @${author}"
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#render().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
  @CompileStatic
  class ReleaseNotes implements Renderable, Versioned {
//      ^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//      kind Class
//                              ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Renderable#
//                                          ^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Versioned#
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
      static final String HEADER = '# Release notes'
//                        ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
//                        kind Constant
//                                            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//                                                 ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#HEADER.
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
      private static final int MAX_CHANGES = 500
//                             ^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
//                             kind Constant
//                                             ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#MAX_CHANGES.
  
      LocalDate date = LocalDate.now()
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
  
      ReleaseNotes(String version) {
//    ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
          this.version = requireNonNull(version)
      }
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
      ReleaseNotes add(ChangeKind kind, String summary, String author = 'unknown') {
//    ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                 ^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//                 kind Method
//                     ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
          if (changes.size() >= MAX_CHANGES) {
              throw new IllegalStateException("too many changes")
          }
          changes << new Change(kind: kind, summary: summary, author: author)
//                       ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
          this
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
      def leftShift(Change change) {
//        ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
//        kind Method
//                  ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
          changes.add(change)
//                ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
          return this
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#leftShift().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
      List<Change> changesOf(ChangeKind kind) {
//         ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/Change#
//                 ^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
//                 kind Method
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
          changes.findAll { it.kind == kind }
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changesOf().
  
      @Override
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
      String render() {
//           ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
//           kind Method
          def sb = new StringBuilder()
          sb << HEADER << "\n\n## ${version} (${date})\n"
          ChangeKind.values().each { ChangeKind k ->
//        ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                   ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
              def list = changesOf(k)
              if (list) {
                  sb << "\n### ${k.title}\n\n"
                  list.each { sb << it.render() << '\n' }
              }
          }
          sb.toString()
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#render().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
      static ReleaseNotes fromJson(String text) {
//           ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                        ^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
//                        kind Method
          def json = new JsonSlurper().parseText(text) as Map
          def notes = new ReleaseNotes(json.version as String)
//            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//                        ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
          (json.changes as List<Map>).each { Map c ->
//              ^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#changes.
              notes.add(ChangeKind.valueOf(c.kind as String), c.summary as String, c.author as String)
//            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//                  ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//                      ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
          }
          notes
//        ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#fromJson().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#slug().
      private static String slug(String s) {
//                          ^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#slug().
//                          kind Method
          s.toLowerCase().replaceAll(/[^a-z0-9]+/, '-')
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
          def result = [:].withDefault { [] }
          log.commits.each { commit ->
              switch (commit.message) {
                  case ~/^feat.*/:
                      result[ChangeKind.FEATURE] << commit.message
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
                      break
                  case ~/^fix.*/:
                      result[ChangeKind.FIX] << commit.message
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
                      break
                  default:
                      result[ChangeKind.CHORE] << commit.message
//                           ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
              }
          }
          result
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
      File dir
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
      void write(ReleaseNotes notes) {
//         ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
//         kind Method
//               ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
          new File(dir, "RELEASE-${notes.version}.md").text = notes.render()
//                                                            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
  
//    ⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
      def closureStyle = { ReleaseNotes notes ->
//        ^^^^^^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
//        kind Method
//                         ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                                      ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
          write(notes)
//              ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
      }
//    ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#closureStyle().
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/writer().
  def writer = new NotesWriter(dir: new File('build'))
//    ^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/writer().
//    kind Function
//                 ^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
//                                                   ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/writer().
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
  def notes = new ReleaseNotes('1.4.0')
//    ^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//    kind Function
//                ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
          .add(ChangeKind.FEATURE, 'Outline for Groovy files', 'ana')
//         ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//             ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
          .add(ChangeKind.FIX, 'Empty release notes crash', 'bo')
//         ^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#add().
//             ^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ChangeKind#
//                                            ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//                                                              ⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
  
//⌄ enclosing_range_start soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
  def publish(ReleaseNotes n, NotesWriter w) {
//    ^^^^^^^ definition soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
//    kind Function
//            ^^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/ReleaseNotes#
//                            ^^^^^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#
      w.write(n)
//      ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/NotesWriter#write().
      println "published ${n.version}"
  }
//⌃ enclosing_range_end soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
  
  publish(notes, writer)
//^^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/publish().
//        ^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/notes().
//               ^^^^^^ reference soulindex . . . `groovy/ReleaseNotes.groovy`/writer().
  

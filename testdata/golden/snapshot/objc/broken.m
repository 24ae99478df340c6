  //
  //  broken.m
  //  SoulKit
  //
  
  #import "SLDownloadQueue.h"
  
  /// Counts finished downloads.
//⌄ enclosing_range_start soulindex . . . `objc/broken.m`/SLDownloadCounter#
  @interface SLDownloadCounter : NSObject
//           ^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/broken.m`/SLDownloadCounter#
//           kind Class
//           documentation
//           > Counts finished downloads.
//⌄ enclosing_range_start soulindex . . . `objc/broken.m`/SLDownloadCounter#finished.
  @property (nonatomic, readonly) NSUInteger finished;
//                                           ^^^^^^^^ definition soulindex . . . `objc/broken.m`/SLDownloadCounter#finished.
//                                           kind Field
//                                                   ⌃ enclosing_range_end soulindex . . . `objc/broken.m`/SLDownloadCounter#finished.
//⌄ enclosing_range_start soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`().
  - (void)recordState:(SLDownloadState)state;
//        ^^^^^^^^^^^ definition soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`().
//        kind Method
//                     ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                                     ^^^^^ definition local 0
//                                          ⌃ enclosing_range_end soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`().
  @end
//   ⌃ enclosing_range_end soulindex . . . `objc/broken.m`/SLDownloadCounter#
  
  @implementation SLDownloadCounter
//                ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/broken.m`/SLDownloadCounter#
  
//⌄ enclosing_range_start soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`(+1).
  - (void)recordState:(SLDownloadState)state {
//        ^^^^^^^^^^^ definition soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`(+1).
//        kind Method
//                     ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                                     ^^^^^ definition local 1
      if (state == SLDownloadStateFinished) {
//        ^^^^^ reference local 1
          _finished += 1;
      }
  }
//⌃ enclosing_range_end soulindex . . . `objc/broken.m`/SLDownloadCounter#`recordState:`(+1).
  
  - (void)reset:(BOOL)hard {
      if (hard {
          _finished = [[self class] initialCount;
      ]]
  }
  
  /// Still found after the broken method.
  - (NSString *)summaryForQueue:(SLDownloadQueue *)queue {
//                               ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
      return [NSString stringWithFormat:@"%@: %lu", queue.name, (unsigned long)_finished];
  }
  
  @end
  

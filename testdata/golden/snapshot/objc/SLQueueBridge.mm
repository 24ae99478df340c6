  //
  //  SLQueueBridge.mm
  //  SoulKit: Objective-C++ glue for the C++ scheduler.
  //
  
  #import "SLDownloadQueue.h"
  #include <memory>
  #include <vector>
  
  namespace soul {
  using UrlList = std::vector<std::string>;
  }
  
  /// Feeds a C++ list of URLs to a download queue.
//⌄ enclosing_range_start soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#
  @interface SLQueueBridge : NSObject
//           ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#
//           kind Class
//           documentation
//           > Feeds a C++ list of URLs to a download queue.
//⌄ enclosing_range_start soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#`enqueueAll:onQueue:`().
  + (void)enqueueAll:(const soul::UrlList &)urls onQueue:(SLDownloadQueue *)queue;
//        ^^^^^^^^^^ definition soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#`enqueueAll:onQueue:`().
//        kind Method
//                                          ^^^^ definition local 0
//                                                        ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                                                                          ^^^^^ definition local 1
//                                                                               ⌃ enclosing_range_end soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#`enqueueAll:onQueue:`().
  @end
//   ⌃ enclosing_range_end soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#
  
  @implementation SLQueueBridge
//                ^^^^^^^^^^^^^ reference soulindex . . . `objc/SLQueueBridge.mm`/SLQueueBridge#
  
  + (void)enqueueAll:(const soul::UrlList &)urls onQueue:(SLDownloadQueue *)queue {
//                                                        ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
      for (const auto &u : urls) {
          NSString *s = [NSString stringWithUTF8String:u.c_str()];
          [queue enqueueURL:[NSURL URLWithString:s] completion:^(NSData *data, NSError *error) {}];
//                                                                       ^^^^ definition local 2
//                                                                                      ^^^^^ definition local 3
      }
  }
  
  @end
  

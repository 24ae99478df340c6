  //
  //  SLDownloadQueue.h
  //  SoulKit
  //
  
  #import <Foundation/Foundation.h>
  #import "SLTypes.h"
  @import Network;
  
  NS_ASSUME_NONNULL_BEGIN
  
  @class SLDownloadQueue;
//       ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  @protocol SLCachePolicy;
  
  /// Keys of the userInfo of download notifications.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDidFinishNotification.
  extern NSString * const SLDownloadQueueDidFinishNotification;
//                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDidFinishNotification.
//                        kind Constant
//                        documentation
//                        > Keys of the userInfo of download notifications.
//                                                            ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDidFinishNotification.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
  typedef NS_ENUM(NSInteger, SLDownloadState) {
//                           ^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                           kind Enum
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateQueued.
      SLDownloadStateQueued,
//    ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateQueued.
//    kind EnumMember
//                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateQueued.
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateRunning.
      SLDownloadStateRunning,
//    ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateRunning.
//    kind EnumMember
//                         ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateRunning.
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFinished.
      SLDownloadStateFinished,
//    ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFinished.
//    kind EnumMember
//                          ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFinished.
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFailed.
      SLDownloadStateFailed,
//    ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFailed.
//    kind EnumMember
//                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#SLDownloadStateFailed.
  };
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
  typedef void (^SLDownloadCompletion)(NSData * _Nullable data, NSError * _Nullable error);
//               ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
//               kind TypeAlias
//                                                        ^^^^ definition local 0
//                                                                                  ^^^^^ definition local 1
//                                                                                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
  
  /// Receives progress of a download queue.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#
  @protocol SLDownloadQueueDelegate <NSObject>
//          ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#
//          kind Interface
//          documentation
//          > Receives progress of a download queue.
  @required
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:didFinishURL:`().
  - (void)downloadQueue:(SLDownloadQueue *)queue didFinishURL:(NSURL *)url;
//        ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:didFinishURL:`().
//        kind Method
//                       ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                                         ^^^^^ definition local 2
//                                                                     ^^^ definition local 3
//                                                                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:didFinishURL:`().
  @optional
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:progressFor:fraction:`().
  - (void)downloadQueue:(SLDownloadQueue *)queue
//        ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:progressFor:fraction:`().
//        kind Method
//                       ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                                         ^^^^^ definition local 4
            progressFor:(NSURL *)url
//                               ^^^ definition local 5
               fraction:(double)fraction;
//                              ^^^^^^^^ definition local 6
//                                      ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:progressFor:fraction:`().
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueueShouldRetry:`().
  - (BOOL)downloadQueueShouldRetry:(SLDownloadQueue *)queue;
//        ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueueShouldRetry:`().
//        kind Method
//                                  ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                                                    ^^^^^ definition local 7
//                                                         ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueueShouldRetry:`().
  @end
//   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#
  
  /// A FIFO queue of URL downloads with a bounded concurrency.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  @interface SLDownloadQueue : NSObject <NSURLSessionDataDelegate>
//           ^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//           kind Class
//           documentation
//           > A FIFO queue of URL downloads with a bounded concurrency.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#delegate.
  @property (nonatomic, weak, nullable) id<SLDownloadQueueDelegate> delegate;
//                                         ^^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#
//                                                                  ^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#delegate.
//                                                                  kind Field
//                                                                          ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#delegate.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#maxConcurrent.
  @property (nonatomic, readonly) NSUInteger maxConcurrent;
//                                           ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#maxConcurrent.
//                                           kind Field
//                                                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#maxConcurrent.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#name.
  @property (nonatomic, copy) NSString *name;
//                                      ^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#name.
//                                      kind Field
//                                          ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#name.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#suspended.
  @property (atomic, readonly, getter=isSuspended) BOOL suspended;
//                                                      ^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#suspended.
//                                                      kind Field
//                                                               ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#suspended.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#sharedQueue.
  @property (class, nonatomic, readonly) SLDownloadQueue *sharedQueue;
//                                       ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                                                        ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#sharedQueue.
//                                                        kind Field
//                                                                   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#sharedQueue.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`initWithName:maxConcurrent:`().
  - (instancetype)initWithName:(NSString *)name maxConcurrent:(NSUInteger)max NS_DESIGNATED_INITIALIZER;
//                ^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`initWithName:maxConcurrent:`().
//                kind Method
//                                         ^^^^ definition local 8
//                                                                        ^^^ definition local 9
//                                                                                                     ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`initWithName:maxConcurrent:`().
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#init().
  - (instancetype)init NS_UNAVAILABLE;
//                ^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#init().
//                kind Method
//                                   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#init().
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`queueWithName:`().
  + (instancetype)queueWithName:(NSString *)name;
//                ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`queueWithName:`().
//                kind Method
//                                          ^^^^ definition local 10
//                                              ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`queueWithName:`().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueURL:completion:`().
  - (void)enqueueURL:(NSURL *)url completion:(SLDownloadCompletion)completion;
//        ^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueURL:completion:`().
//        kind Method
//                            ^^^ definition local 11
//                                            ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
//                                                                 ^^^^^^^^^^ definition local 12
//                                                                           ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueURL:completion:`().
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#cancelAll().
  - (void)cancelAll;
//        ^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#cancelAll().
//        kind Method
//                 ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#cancelAll().
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`stateForURL:`().
  - (SLDownloadState)stateForURL:(NSURL *)url;
//   ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                   ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`stateForURL:`().
//                   kind Method
//                                        ^^^ definition local 13
//                                           ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`stateForURL:`().
  
  @end
//   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  
  /// Convenience helpers for image downloads.
  @interface SLDownloadQueue (Images)
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueImageURL:`().
  - (void)enqueueImageURL:(NSURL *)url;
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueImageURL:`().
//        kind Method
//                                 ^^^ definition local 14
//                                    ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueImageURL:`().
  @end
  
  NS_ASSUME_NONNULL_END
  

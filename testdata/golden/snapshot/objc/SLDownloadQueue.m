  //
  //  SLDownloadQueue.m
  //  SoulKit
  //
  
  #import "SLDownloadQueue.h"
  #import "SLDownloadQueue+Private.h"
  #include <stdatomic.h>
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueueDidFinishNotification.
  NSString * const SLDownloadQueueDidFinishNotification = @"SLDownloadQueueDidFinishNotification";
//                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueueDidFinishNotification.
//                 kind Constant
//                                                                                               ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueueDidFinishNotification.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
  static const NSUInteger SLDefaultConcurrency = 4;
//                        ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
//                        kind Constant
//                                                ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
  #define SL_LOG(fmt, ...) NSLog((@"[SLDownloadQueue] " fmt), ##__VA_ARGS__)
//        ^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
//        kind Macro
  
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
  /// A pending download.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
  @interface SLPendingDownload : NSObject
//           ^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//           kind Class
//           documentation
//           > A pending download.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
  @property (nonatomic, strong) NSURL *url;
//                                     ^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
//                                     kind Field
//                                        ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
  @property (nonatomic, copy) SLDownloadCompletion completion;
//                            ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
//                                                 ^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
//                                                 kind Field
//                                                           ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
  @property (nonatomic) SLDownloadState state;
//                      ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                                      ^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
//                                      kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
  @end
//   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
  
  @implementation SLPendingDownload
//                ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
  @end
  
  // Class extension: private state.
  @interface SLDownloadQueue () {
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
      NSMutableArray<SLPendingDownload *> *_pending;
//                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//                                         ^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
//                                         kind Field
//                                                 ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
//    ⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
      atomic_int _running;
//               ^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
//               kind Field
//                       ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
  }
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
  @property (nonatomic, strong) NSURLSession *session;
//                                            ^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
//                                            kind Field
//                                                   ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#maxConcurrent.
  @property (nonatomic, readwrite) NSUInteger maxConcurrent;
//                                            ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#maxConcurrent.
//                                            kind Field
//                                                         ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#maxConcurrent.
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible().
  - (void)startNextIfPossible;
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible().
//        kind Method
//                           ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible().
  @end
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
  static NSString *SLKeyForURL(NSURL *url) {
//                 ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
//                 kind Function
//                                    ^^^ definition local 2
      return url.absoluteString.lowercaseString;
//           ^^^ reference local 2
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
  
  @implementation SLDownloadQueue
//                ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  
  @synthesize name = _name;
//            ^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#name.
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
  + (SLDownloadQueue *)sharedQueue {
//   ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                     ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
//                     kind Method
      static SLDownloadQueue *shared;
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                            ^^^^^^ definition local 5
      static dispatch_once_t once;
//                           ^^^^ definition local 6
      dispatch_once(&once, ^{
//                   ^^^^ reference local 6
          shared = [[self alloc] initWithName:@"shared" maxConcurrent:SLDefaultConcurrency];
//        ^^^^^^ reference local 5
//                                                                    ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
      });
      return shared;
//           ^^^^^^ reference local 5
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`queueWithName:`().
  + (instancetype)queueWithName:(NSString *)name {
//                ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`queueWithName:`().
//                kind Method
//                                          ^^^^ definition local 7
      return [[self alloc] initWithName:name maxConcurrent:SLDefaultConcurrency];
//                                      ^^^^ reference local 7
//                                                         ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`queueWithName:`().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`initWithName:maxConcurrent:`().
  - (instancetype)initWithName:(NSString *)name maxConcurrent:(NSUInteger)max {
//                ^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`initWithName:maxConcurrent:`().
//                kind Method
//                                         ^^^^ definition local 8
//                                                                        ^^^ definition local 9
      self = [super init];
      if (self) {
          _name = [name copy];
//                 ^^^^ reference local 8
          _maxConcurrent = max;
//                         ^^^ reference local 9
          _pending = [NSMutableArray array];
//        ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
          NSURLSessionConfiguration *config = [NSURLSessionConfiguration defaultSessionConfiguration];
//                                   ^^^^^^ definition local 10
          _session = [NSURLSession sessionWithConfiguration:config delegate:self delegateQueue:nil];
//                                                          ^^^^^^ reference local 10
      }
      return self;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`initWithName:maxConcurrent:`().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
  - (void)dealloc {
//        ^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
//        kind Method
      [_session invalidateAndCancel];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
  
  #pragma mark - Queue
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueURL:completion:`().
  - (void)enqueueURL:(NSURL *)url completion:(SLDownloadCompletion)completion {
//        ^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueURL:completion:`().
//        kind Method
//                            ^^^ definition local 11
//                                            ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
//                                                                 ^^^^^^^^^^ definition local 12
      SLPendingDownload *download = [SLPendingDownload new];
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//                       ^^^^^^^^ definition local 13
//                                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
      download.url = url;
//    ^^^^^^^^ reference local 13
//             ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
//                   ^^^ reference local 11
      download.completion = completion;
//    ^^^^^^^^ reference local 13
//             ^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
//                          ^^^^^^^^^^ reference local 12
      @synchronized (self) {
          [_pending addObject:download];
//         ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
//                            ^^^^^^^^ reference local 13
      }
      [self startNextIfPossible];
//          ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible().
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueURL:completion:`().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
  - (void)cancelAll {
//        ^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
//        kind Method
      @synchronized (self) {
          [_pending removeAllObjects];
//         ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
      }
      [self.session getAllTasksWithCompletionHandler:^(NSArray<NSURLSessionTask *> *tasks) {
//          ^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
//                                                                                  ^^^^^ definition local 14
          for (NSURLSessionTask *task in tasks) {
//                               ^^^^ definition local 15
//                                       ^^^^^ reference local 14
              [task cancel];
//             ^^^^ reference local 15
          }
      }];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`stateForURL:`().
  - (SLDownloadState)stateForURL:(NSURL *)url {
//   ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                   ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`stateForURL:`().
//                   kind Method
//                                        ^^^ definition local 16
      @synchronized (self) {
          for (SLPendingDownload *d in _pending) {
//             ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//                                ^ definition local 17
//                                     ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
              if ([SLKeyForURL(d.url) isEqualToString:SLKeyForURL(url)]) {
//                 ^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
//                             ^ reference local 17
//                               ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
//                                                    ^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
//                                                                ^^^ reference local 16
                  return d.state;
//                       ^ reference local 17
//                         ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
              }
          }
      }
      return SLDownloadStateFinished;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`stateForURL:`().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
  - (void)startNextIfPossible {
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
//        kind Method
      if (atomic_load(&_running) >= (int)self.maxConcurrent) {
//                     ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
//                                            ^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#maxConcurrent.
          return;
      }
      SLPendingDownload *next = nil;
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//                       ^^^^ definition local 18
      @synchronized (self) {
          next = _pending.firstObject;
//        ^^^^ reference local 18
//               ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
          if (next) {
//            ^^^^ reference local 18
              [_pending removeObjectAtIndex:0];
//             ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
          }
      }
      if (!next) {
//         ^^^^ reference local 18
          return;
      }
      atomic_fetch_add(&_running, 1);
//                      ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
      next.state = SLDownloadStateRunning;
//    ^^^^ reference local 18
//         ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
      SL_LOG(@"start %@", next.url);
//    ^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
//                        ^^^^ reference local 18
//                             ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
      [[self.session dataTaskWithURL:next.url
//           ^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
//                                   ^^^^ reference local 18
//                                        ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
                   completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
//                                             ^^^^ definition local 19
//                                                                  ^^^^^^^^ definition local 20
//                                                                                     ^^^^^ definition local 21
          atomic_fetch_sub(&_running, 1);
//                          ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
          next.state = error ? SLDownloadStateFailed : SLDownloadStateFinished;
//        ^^^^ reference local 18
//             ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
//                     ^^^^^ reference local 21
          next.completion(data, error);
//        ^^^^ reference local 18
//             ^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
//                        ^^^^ reference local 19
//                              ^^^^^ reference local 21
          [self.delegate downloadQueue:self didFinishURL:next.url];
//              ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#delegate.
//                       ^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueueDelegate#`downloadQueue:didFinishURL:`().
//                                                       ^^^^ reference local 18
//                                                            ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
          [self startNextIfPossible];
//              ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible().
      }] resume];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
  - (BOOL)isSuspended {
//        ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
//        kind Method
      return atomic_load(&_running) == 0 && _pending.count > 0;
//                        ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_running.
//                                          ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#_pending.
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
  
  @end
  
  @implementation SLDownloadQueue (Images)
//                ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueImageURL:`().
  - (void)enqueueImageURL:(NSURL *)url {
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueImageURL:`().
//        kind Method
//                                 ^^^ definition local 24
      [self enqueueURL:url completion:^(NSData *data, NSError *error) {
//          ^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#`enqueueURL:completion:`().
//                     ^^^ reference local 24
//                                              ^^^^ definition local 25
//                                                             ^^^^^ definition local 26
          if (error) {
//            ^^^^^ reference local 26
              SL_LOG(@"image failed: %@", error);
//            ^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
//                                        ^^^^^ reference local 26
          }
      }];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#`enqueueImageURL:`().
  
  @end
  

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
//                                                                         ⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
  
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
      return url.absoluteString.lowercaseString;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
  
  @implementation SLDownloadQueue
//                ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  
  @synthesize name = _name;
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
  + (SLDownloadQueue *)sharedQueue {
//   ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
//                     ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
//                     kind Method
      static SLDownloadQueue *shared;
//           ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
      static dispatch_once_t once;
      dispatch_once(&once, ^{
          shared = [[self alloc] initWithName:@"shared" maxConcurrent:SLDefaultConcurrency];
//                                                                    ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
      });
      return shared;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#sharedQueue().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#queueWithName().
  + (instancetype)queueWithName:(NSString *)name {
//                ^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#queueWithName().
//                kind Method
      return [[self alloc] initWithName:name maxConcurrent:SLDefaultConcurrency];
//                                                         ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDefaultConcurrency.
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#queueWithName().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#initWithName().
  - (instancetype)initWithName:(NSString *)name maxConcurrent:(NSUInteger)max {
//                ^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#initWithName().
//                kind Method
      self = [super init];
      if (self) {
          _name = [name copy];
          _maxConcurrent = max;
          _pending = [NSMutableArray array];
          NSURLSessionConfiguration *config = [NSURLSessionConfiguration defaultSessionConfiguration];
          _session = [NSURLSession sessionWithConfiguration:config delegate:self delegateQueue:nil];
      }
      return self;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#initWithName().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
  - (void)dealloc {
//        ^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
//        kind Method
      [_session invalidateAndCancel];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#dealloc().
  
  #pragma mark - Queue
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueURL().
  - (void)enqueueURL:(NSURL *)url completion:(SLDownloadCompletion)completion {
//        ^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueURL().
//        kind Method
//                                            ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadCompletion#
      SLPendingDownload *download = [SLPendingDownload new];
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
//                                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
      download.url = url;
//             ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
      download.completion = completion;
//             ^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
      @synchronized (self) {
          [_pending addObject:download];
      }
      [self startNextIfPossible];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueURL().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
  - (void)cancelAll {
//        ^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
//        kind Method
      @synchronized (self) {
          [_pending removeAllObjects];
      }
      [self.session getAllTasksWithCompletionHandler:^(NSArray<NSURLSessionTask *> *tasks) {
//          ^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
          for (NSURLSessionTask *task in tasks) {
              [task cancel];
          }
      }];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#cancelAll().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#stateForURL().
  - (SLDownloadState)stateForURL:(NSURL *)url {
//   ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadState#
//                   ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#stateForURL().
//                   kind Method
      @synchronized (self) {
          for (SLPendingDownload *d in _pending) {
//             ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
              if ([SLKeyForURL(d.url) isEqualToString:SLKeyForURL(url)]) {
//                 ^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
//                               ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
//                                                    ^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLKeyForURL().
                  return d.state;
//                         ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
              }
          }
      }
      return SLDownloadStateFinished;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#stateForURL().
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
  - (void)startNextIfPossible {
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
//        kind Method
      if (atomic_load(&_running) >= (int)self.maxConcurrent) {
          return;
      }
      SLPendingDownload *next = nil;
//    ^^^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#
      @synchronized (self) {
          next = _pending.firstObject;
          if (next) {
              [_pending removeObjectAtIndex:0];
          }
      }
      if (!next) {
          return;
      }
      atomic_fetch_add(&_running, 1);
      next.state = SLDownloadStateRunning;
//         ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
      SL_LOG(@"start %@", next.url);
//    ^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
//                             ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
      [[self.session dataTaskWithURL:next.url
//           ^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#session.
//                                        ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
                   completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
          atomic_fetch_sub(&_running, 1);
          next.state = error ? SLDownloadStateFailed : SLDownloadStateFinished;
//             ^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#state.
          next.completion(data, error);
//             ^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#completion.
          [self.delegate downloadQueue:self didFinishURL:next.url];
//              ^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#delegate.
//                                                            ^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SLPendingDownload#url.
          [self startNextIfPossible];
      }] resume];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#startNextIfPossible(+1).
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
  - (BOOL)isSuspended {
//        ^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
//        kind Method
      return atomic_load(&_running) == 0 && _pending.count > 0;
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#isSuspended().
  
  @end
  
  @implementation SLDownloadQueue (Images)
//                ^^^^^^^^^^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.h`/SLDownloadQueue#
  
//⌄ enclosing_range_start soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueImageURL().
  - (void)enqueueImageURL:(NSURL *)url {
//        ^^^^^^^^^^^^^^^ definition soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueImageURL().
//        kind Method
      [self enqueueURL:url completion:^(NSData *data, NSError *error) {
          if (error) {
              SL_LOG(@"image failed: %@", error);
//            ^^^^^^ reference soulindex . . . `objc/SLDownloadQueue.m`/SL_LOG!
          }
      }];
  }
//⌃ enclosing_range_end soulindex . . . `objc/SLDownloadQueue.m`/SLDownloadQueue#enqueueImageURL().
  
  @end
  

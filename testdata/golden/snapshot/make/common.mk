  # common.mk: shared rules for the C helper libraries of tidewater.
  #
  # Included from the top-level Makefile. Expects BUILD_DIR to be set.
  
  ifndef BUILD_DIR
  $(error BUILD_DIR must be set before including common.mk)
  endif
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/CC.
  CC      ?= cc
//^^ definition soulindex . . . `make/common.mk`/CC.
//kind Variable
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/AR.
  AR      ?= ar
//^^ definition soulindex . . . `make/common.mk`/AR.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/CC.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/CFLAGS.
  CFLAGS  ?= -O2 -g
//^^^^^^ definition soulindex . . . `make/common.mk`/CFLAGS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/AR.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/CFLAGS.
  CFLAGS  += -Wall -Wextra -std=c11 -MMD -MP
//^^^^^^ definition soulindex . . . `make/common.mk`/CFLAGS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/CFLAGS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/CPPFLAGS.
  CPPFLAGS = -Iinclude -DTIDEWATER_VERSION='"$(VERSION)"'
//^^^^^^^^ definition soulindex . . . `make/common.mk`/CPPFLAGS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/CFLAGS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/ARFLAGS.
  ARFLAGS := rcs
//^^^^^^^ definition soulindex . . . `make/common.mk`/ARFLAGS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/CPPFLAGS.
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/LIB_SRCS.
  LIB_SRCS := $(wildcard lib/*.c)
//^^^^^^^^ definition soulindex . . . `make/common.mk`/LIB_SRCS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/ARFLAGS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/LIB_OBJS.
  LIB_OBJS := $(patsubst lib/%.c,$(BUILD_DIR)/obj/%.o,$(LIB_SRCS))
//^^^^^^^^ definition soulindex . . . `make/common.mk`/LIB_OBJS.
//kind Variable
//                                                      ^^^^^^^^ reference soulindex . . . `make/common.mk`/LIB_SRCS.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/LIB_SRCS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/LIB_DEPS.
  LIB_DEPS  = $(LIB_OBJS:.o=.d)
//^^^^^^^^ definition soulindex . . . `make/common.mk`/LIB_DEPS.
//kind Variable
//              ^^^^^^^^ reference soulindex . . . `make/common.mk`/LIB_OBJS.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/LIB_OBJS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/TEST_SRCS.
  TEST_SRCS := $(wildcard tests/test_*.c)
//^^^^^^^^^ definition soulindex . . . `make/common.mk`/TEST_SRCS.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/LIB_DEPS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/TESTS.
  TESTS     := $(TEST_SRCS:tests/%.c=$(BUILD_DIR)/tests/%)
//^^^^^ definition soulindex . . . `make/common.mk`/TESTS.
//kind Variable
//               ^^^^^^^^^ reference soulindex . . . `make/common.mk`/TEST_SRCS.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/TEST_SRCS.
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/PKG_CONFIG_PATH.
  export PKG_CONFIG_PATH := $(BUILD_DIR)/pkgconfig:${PKG_CONFIG_PATH}
//       ^^^^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/PKG_CONFIG_PATH.
//       kind Variable
//                                                   ^^^^^^^^^^^^^^^ reference soulindex . . . `make/common.mk`/PKG_CONFIG_PATH.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/TESTS.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/SECRET_TOKEN.
  private SECRET_TOKEN = do-not-leak
//        ^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/SECRET_TOKEN.
//        kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/PKG_CONFIG_PATH.
  
  # Colors for status messages; empty when not on a terminal.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/SECRET_TOKEN.
  ifneq ($(TERM),dumb)
//  ⌄ enclosing_range_start soulindex . . . `make/common.mk`/COLOR_OK.
    COLOR_OK   := \033[32m
//  ^^^^^^^^ definition soulindex . . . `make/common.mk`/COLOR_OK.
//  kind Variable
//  ⌄ enclosing_range_start soulindex . . . `make/common.mk`/COLOR_OFF.
    COLOR_OFF  := \033[0m
//  ^^^^^^^^^ definition soulindex . . . `make/common.mk`/COLOR_OFF.
//  kind Variable
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/COLOR_OK.
  endif
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/COLOR_OFF.
  
  # compile-c compiles $(1) into the object $(2).
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/compile-c!
  define compile-c
//       ^^^^^^^^^ definition soulindex . . . `make/common.mk`/compile-c!
//       kind Macro
//       documentation
//       > compile-c compiles $(1) into the object $(2).
   @mkdir -p $(dir $(2))
   $(CC) $(CPPFLAGS) $(CFLAGS) -c -o $(2) $(1)
  endef
  
  # test-template declares the run target of one test binary.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/compile-c!
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/test-template!
  define test-template
//       ^^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/test-template!
//       kind Macro
//       documentation
//       > test-template declares the run target of one test binary.
  run-$(1): $(BUILD_DIR)/tests/$(1)
   @$$< && printf '$(COLOR_OK)ok$(COLOR_OFF) %s\n' $(1)
  endef
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/banner!
  override define banner
//                ^^^^^^ definition soulindex . . . `make/common.mk`/banner!
//                kind Macro
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/test-template!
  Tidewater $(VERSION) ($(COMMIT))
  endef
  
  $(foreach t,$(notdir $(TESTS)),$(eval $(call test-template,$(t))))
//                       ^^^^^ reference soulindex . . . `make/common.mk`/TESTS.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/banner!
  
  ## libtidewater: the static library
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/libtidewater.
  libtidewater: $(BUILD_DIR)/libtidewater.a
//^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/libtidewater.
//kind Function
//documentation
//> libtidewater: the static library
  
  # Archive every object of lib/ into one static library.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/libtidewater.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/`$(BUILD_DIR)/libtidewater.a`.
  $(BUILD_DIR)/libtidewater.a: $(LIB_OBJS)
//^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/`$(BUILD_DIR)/libtidewater.a`.
//kind Function
//documentation
//> Archive every object of lib/ into one static library.
//                               ^^^^^^^^ reference soulindex . . . `make/common.mk`/LIB_OBJS.
   $(AR) $(ARFLAGS) $@ $^
//   ^^ reference soulindex . . . `make/common.mk`/AR.
//         ^^^^^^^ reference soulindex . . . `make/common.mk`/ARFLAGS.
  
  # Static pattern rule: each object from its source.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/`$(BUILD_DIR)/libtidewater.a`.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/`$(LIB_OBJS)`.
  $(LIB_OBJS): $(BUILD_DIR)/obj/%.o: lib/%.c
//^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/`$(LIB_OBJS)`.
//kind Function
//documentation
//> Static pattern rule: each object from its source.
//  ^^^^^^^^ reference soulindex . . . `make/common.mk`/LIB_OBJS.
   $(call compile-c,$<,$@)
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/`$(BUILD_DIR)/tests/%`.
  $(BUILD_DIR)/tests/%: tests/%.c $(BUILD_DIR)/libtidewater.a
//^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/`$(BUILD_DIR)/tests/%`.
//kind Function
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/`$(LIB_OBJS)`.
   @mkdir -p $(@D)
   $(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $< -L$(BUILD_DIR) -ltidewater
//   ^^ reference soulindex . . . `make/common.mk`/CC.
//         ^^^^^^^^ reference soulindex . . . `make/common.mk`/CPPFLAGS.
//                     ^^^^^^ reference soulindex . . . `make/common.mk`/CFLAGS.
  
  ## check: build and run the C unit tests
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/`$(BUILD_DIR)/tests/%`.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/check.
  check:: $(TESTS)
//^^^^^ definition soulindex . . . `make/common.mk`/check.
//kind Function
//documentation
//> check: build and run the C unit tests
//          ^^^^^ reference soulindex . . . `make/common.mk`/TESTS.
   @for t in $^; do $$t || exit 1; done
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/check.
  check:: lint-headers
//^^^^^ definition soulindex . . . `make/common.mk`/check.
//kind Function
//documentation
//> check: build and run the C unit tests
//        ^^^^^^^^^^^^ reference soulindex . . . `make/common.mk`/lint-headers.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/check.
  
  # Generated header and source are produced by one command.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/check.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/`gen/schema.h`.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/`gen/schema.c`.
  gen/schema.h gen/schema.c &: schema/telemetry.json tools/gen.py
//^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/`gen/schema.h`.
//kind Function
//documentation
//> Generated header and source are produced by one command.
//             ^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/`gen/schema.c`.
//             kind Function
//             documentation
//             > Generated header and source are produced by one command.
   python3 tools/gen.py --out gen $<
  
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/lint-headers.
  lint-headers:
//^^^^^^^^^^^^ definition soulindex . . . `make/common.mk`/lint-headers.
//kind Function
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/`gen/schema.h`.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/`gen/schema.c`.
   @! grep -rn 'TODO' include/ || { echo 'TODO left in headers'; exit 1; }
  
  # Install the library; the recipe itself is conditional.
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/lint-headers.
//⌄ enclosing_range_start soulindex . . . `make/common.mk`/install.
  install: libtidewater
//^^^^^^^ definition soulindex . . . `make/common.mk`/install.
//kind Function
//documentation
//> Install the library; the recipe itself is conditional.
//         ^^^^^^^^^^^^ reference soulindex . . . `make/common.mk`/libtidewater.
  ifeq ($(PREFIX),)
   @echo 'PREFIX is empty' >&2; exit 1
  endif
   install -d $(PREFIX)/lib
   install -m 644 $(BUILD_DIR)/libtidewater.a $(PREFIX)/lib/
  
  .PRECIOUS: $(BUILD_DIR)/obj/%.o
//⌃ enclosing_range_end soulindex . . . `make/common.mk`/install.
  .SECONDARY:
  
  -include $(LIB_DEPS)
//           ^^^^^^^^ reference soulindex . . . `make/common.mk`/LIB_DEPS.
  

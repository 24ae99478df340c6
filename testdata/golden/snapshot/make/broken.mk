  # A makefile with syntax errors.
//⌄ enclosing_range_start soulindex . . . `make/broken.mk`/GOOD.
  GOOD := yes
//^^^^ definition soulindex . . . `make/broken.mk`/GOOD.
//kind Variable
//documentation
//> A makefile with syntax errors.
  
//⌄ enclosing_range_start soulindex . . . `make/broken.mk`/first.
  first: $(GOOD)
//^^^^^ definition soulindex . . . `make/broken.mk`/first.
//kind Function
//         ^^^^ reference soulindex . . . `make/broken.mk`/GOOD.
//⌃ enclosing_range_end soulindex . . . `make/broken.mk`/GOOD.
   echo first
  
//⌄ enclosing_range_start soulindex . . . `make/broken.mk`/BAD.
  BAD := $(patsubst %.c,%.o
//^^^ definition soulindex . . . `make/broken.mk`/BAD.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/broken.mk`/first.
  
  # Still found after the errors?
  after: $(GOOD)
//         ^^^^ reference soulindex . . . `make/broken.mk`/GOOD.
   echo after
  
  ifeq ($(GOOD),yes)
//        ^^^^ reference soulindex . . . `make/broken.mk`/GOOD.
//⌄ enclosing_range_start soulindex . . . `make/broken.mk`/LAST.
  LAST = 1
//^^^^ definition soulindex . . . `make/broken.mk`/LAST.
//kind Variable
//⌃ enclosing_range_end soulindex . . . `make/broken.mk`/BAD.
  
//⌃ enclosing_range_end soulindex . . . `make/broken.mk`/LAST.

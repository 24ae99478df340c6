  using Test
  using RingBuffers
  using RingBuffers: DEFAULT_CAPACITY, Overwrite, Reject, BufferFullError
  import Random
  
//⌄ enclosing_range_start soulindex . . . `julia/runtests.jl`/SEED.
  const SEED = 20240601
//      ^^^^ definition soulindex . . . `julia/runtests.jl`/SEED.
//      kind Constant
//                    ⌃ enclosing_range_end soulindex . . . `julia/runtests.jl`/SEED.
  
  "Fill a fresh buffer with `1:n`."
//⌄ enclosing_range_start soulindex . . . `julia/runtests.jl`/filled().
  function filled(n; cap = n)
//         ^^^^^^ definition soulindex . . . `julia/runtests.jl`/filled().
//         kind Function
//         documentation
//         > Fill a fresh buffer with `1:n`.
      b = RingBuffer{Int}(cap)
      for i in 1:n
          push!(b, i)
      end
      b
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/runtests.jl`/filled().
  
  @testset "RingBuffers" begin
      @testset "construction" begin
          b = RingBuffer{Float64}(3)
          @test capacity(b) == 3
          @test length(b) == 0
          @test_throws ArgumentError RingBuffer{Int}(0)
          helper(x) = x + 1
          @test helper(1) == 2
      end
  
      @testset "overwrite" begin
          b = filled(5; cap = 3)
//            ^^^^^^ reference soulindex . . . `julia/runtests.jl`/filled().
          @test collect(b) == [3, 4, 5]
          @test isfull(b)
      end
  
      @testset "reject" begin
          b = filled(3)
//            ^^^^^^ reference soulindex . . . `julia/runtests.jl`/filled().
          @test_throws BufferFullError push!(b, 4; overflow = Reject)
      end
  
      @testset "stats" begin
          Random.seed!(SEED)
//                     ^^^^ reference soulindex . . . `julia/runtests.jl`/SEED.
          b = filled(10)
//            ^^^^^^ reference soulindex . . . `julia/runtests.jl`/filled().
          s = stats(b)
          @test s.mean ≈ 5.5
      end
  end
  

  """
      RingBuffers
  
  Fixed-capacity circular buffers with statistics helpers.
  
  Buffers overwrite their oldest element when full; see [`push!`](@ref).
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/
  module RingBuffers
//       ^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/
//       kind Module
//       documentation
//       > RingBuffers
//       > 
//       > Fixed-capacity circular buffers with statistics helpers.
//       > 
//       > Buffers overwrite their oldest element when full; see [`push!`](@ref).
  
  using LinearAlgebra
  using Statistics: mean, std
  using Base.Threads: SpinLock, @spawn
  import Base: length, iterate, getindex, show, +
  import JSON3 as J
  using .Internal: checked_index as cidx
  
  export AbstractBuffer, RingBuffer, SyncBuffer, Window
  export capacity, isfull, stats, @buffered
  public DEFAULT_CAPACITY
  
  # ------------------------------------------------------------------ types
  
  "Supertype of every buffer in this package."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/AbstractBuffer#
  abstract type AbstractBuffer{T} <: AbstractVector{T} end
//              ^^^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/AbstractBuffer#
//              kind Interface
//              documentation
//              > Supertype of every buffer in this package.
//                                                       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/AbstractBuffer#
  
  """
  Buffers that can be shared between tasks.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Shared#
  abstract type Shared end
//              ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Shared#
//              kind Interface
//              documentation
//              > Buffers that can be shared between tasks.
//                       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Shared#
  
  "A compact status word."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/StatusWord#
  primitive type StatusWord 16 end
//               ^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/StatusWord#
//               kind Struct
//               documentation
//               > A compact status word.
//                               ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/StatusWord#
  
  """
      RingBuffer{T}(capacity)
  
  A circular buffer holding at most `capacity` elements of type `T`.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#
  mutable struct RingBuffer{T} <: AbstractBuffer{T}
//               ^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#
//               kind Struct
//               documentation
//               > RingBuffer{T}(capacity)
//               > 
//               > A circular buffer holding at most `capacity` elements of type `T`.
      "backing storage"
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#data.
      data::Vector{T}
//    ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#data.
//    kind Field
//    documentation
//    > backing storage
//                  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#data.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#head.
      head::Int
//    ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#head.
//    kind Field
//            ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#head.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#len.
      len::Int
//    ^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#len.
//    kind Field
//           ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#len.
      # number of writes since creation
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#writes.
      writes
//    ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#writes.
//    kind Field
//    documentation
//    > number of writes since creation
//         ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#writes.
  
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer().
      function RingBuffer{T}(capacity::Integer) where {T}
//             ^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer().
//             kind Constructor
          capacity > 0 || throw(ArgumentError("capacity must be positive"))
          local storage = Vector{T}(undef, capacity)
          new{T}(storage, 1, 0, 0)
      end
//      ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer().
  
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer(+1).
      RingBuffer(xs::AbstractVector{T}) where {T} = fill!(RingBuffer{T}(length(xs)), xs)
//    ^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer(+1).
//    kind Constructor
//                                                                                     ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#RingBuffer(+1).
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/RingBuffer#
  
  """
  A buffer guarded by a lock.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#
  struct SyncBuffer{T} <: Shared
//       ^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#
//       kind Struct
//       documentation
//       > A buffer guarded by a lock.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#inner.
      inner::RingBuffer{T}
//    ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#inner.
//    kind Field
//                       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#inner.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#lock.
      lock::SpinLock
//    ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#lock.
//    kind Field
//                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#lock.
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/SyncBuffer#
  
  "Summary statistics of a window."
//            ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#
  Base.@kwdef struct Window
//                   ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#
//                   kind Struct
//                   documentation
//                   > Summary statistics of a window.
      "first index"
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#start.
      start::Int = 1
//    ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#start.
//    kind Field
//    documentation
//    > first index
//                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#start.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#stop.
      stop::Int = 0
//    ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#stop.
//    kind Field
//                ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#stop.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#label.
      const label::String = "window"
//          ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#label.
//          kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#label.
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Window#
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#
  @enum Overflow begin
//      ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#
//      kind Enum
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Overwrite.
      Overwrite = 1
//    ^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Overwrite.
//    kind EnumMember
//                ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Overwrite.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Reject.
      Reject
//    ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Reject.
//    kind EnumMember
//         ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Reject.
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Grow.
      Grow
//    ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Grow.
//    kind EnumMember
//       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#Grow.
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Overflow#
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#
//                   ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#low.
//                       ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#medium.
//                              ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#high.
  @enum Level::UInt8 low medium high
//      ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#
//      kind Enum
//                   ^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#low.
//                   kind EnumMember
//                       ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#medium.
//                       kind EnumMember
//                              ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#high.
//                              kind EnumMember
//                     ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#low.
//                            ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#medium.
//                                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#
//                                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Level#high.
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#
  struct BufferFullError <: Exception
//       ^^^^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#
//       kind Struct
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#capacity.
      capacity::Int
//    ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#capacity.
//    kind Field
//                ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#capacity.
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/BufferFullError#
  
  # -------------------------------------------------------------- constants
  
  "Capacity used when none is given."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/DEFAULT_CAPACITY.
  const DEFAULT_CAPACITY = 64
//      ^^^^^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/DEFAULT_CAPACITY.
//      kind Constant
//      documentation
//      > Capacity used when none is given.
//                          ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/DEFAULT_CAPACITY.
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MIN_CAPACITY.
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MAX_CAPACITY.
  const MIN_CAPACITY, MAX_CAPACITY = 1, 2^20
//      ^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MIN_CAPACITY.
//      kind Constant
//                    ^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MAX_CAPACITY.
//                    kind Constant
//                                         ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MIN_CAPACITY.
//                                         ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/MAX_CAPACITY.
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Numeric#
  const Numeric = Union{Integer, AbstractFloat}
//      ^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Numeric#
//      kind TypeAlias
//                                            ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Numeric#
  
  # Module-level state.
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/instances.
  instances = 0
//^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/instances.
//kind Variable
//documentation
//> Module-level state.
//            ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/instances.
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/trace_enabled.
  global trace_enabled::Bool = false
//       ^^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/trace_enabled.
//       kind Variable
//                                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/trace_enabled.
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/verbosity.
  verbosity::Int = 1
//^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/verbosity.
//kind Variable
//                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/verbosity.
  
  # ------------------------------------------------------------ interface
  
  """
      capacity(b)
  
  Maximum number of elements `b` can hold.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity().
  capacity(b::RingBuffer) = length(b.data)
//^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity().
//kind Function
//documentation
//> capacity(b)
//> 
//> Maximum number of elements `b` can hold.
//                                       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity().
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity(+1).
  capacity(s::SyncBuffer) = capacity(s.inner)
//^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity(+1).
//kind Function
//                                          ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/capacity(+1).
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/length().
  length(b::RingBuffer) = b.len
//^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/length().
//kind Function
//                            ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/length().
  
  "True when the next push overwrites the oldest element."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/isfull().
  isfull(b::AbstractBuffer)::Bool = length(b) == capacity(b)
//^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/isfull().
//kind Function
//documentation
//> True when the next push overwrites the oldest element.
//                                                         ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/isfull().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/getindex().
  function getindex(b::RingBuffer, i::Int)
//         ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/getindex().
//         kind Function
      @boundscheck 1 <= i <= b.len || throw(BoundsError(b, i))
      return b.data[physical(b, i)]
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/getindex().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/physical().
  physical(b::RingBuffer, i) = mod1(b.head + i - 1, capacity(b))
//^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/physical().
//kind Function
//                                                             ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/physical().
  
  """
      push!(b, x; overflow=Overwrite)
  
  Append `x`, handling a full buffer according to `overflow`.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`().
  function Base.push!(b::RingBuffer{T}, x; overflow::Overflow = Overwrite) where {T}
//              ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`().
//              kind Method
//              documentation
//              > push!(b, x; overflow=Overwrite)
//              > 
//              > Append `x`, handling a full buffer according to `overflow`.
      if isfull(b)
          overflow == Reject && throw(BufferFullError(capacity(b)))
          b.head = mod1(b.head + 1, capacity(b))
          b.len -= 1
      end
      b.len += 1
      b.data[physical(b, b.len)] = convert(T, x)
      b.writes += 1
      global instances
      return b
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`(+1).
  function Base.push!(s::SyncBuffer, x)
//              ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`(+1).
//              kind Method
      lock(s.lock) do
          push!(s.inner, x)
      end
      s
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`push!`(+1).
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#iterate().
  Base.iterate(b::RingBuffer, state = 1) =
//     ^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#iterate().
//     kind Method
      state > length(b) ? nothing : (b[state], state + 1)
//                                                      ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#iterate().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#size().
  Base.size(b::AbstractBuffer) = (length(b),)
//     ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#size().
//     kind Method
//                                          ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#size().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#show().
  function Base.show(io::IO, b::RingBuffer{T}) where {T}
//              ^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#show().
//              kind Method
      print(io, "RingBuffer{", T, "}(", length(b), "/", capacity(b), ")")
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#show().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#+().
  Base.:+(a::Window, b::Window) = Window(min(a.start, b.start), max(a.stop, b.stop), a.label)
//      ^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#+().
//      kind Method
//                                                                                          ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#+().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`==`().
  function Base.:(==)(a::RingBuffer, b::RingBuffer)
//                ^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`==`().
//                kind Method
      length(a) == length(b) && all(a[i] == b[i] for i in 1:length(a))
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`==`().
  
  (w::Window)(b::AbstractBuffer) = [b[i] for i in w.start:min(w.stop, length(b))]
  
  """
      stats(b) -> NamedTuple
  
  Mean and standard deviation of a numeric buffer.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/stats().
  function stats(b::AbstractBuffer{<:Numeric})
//         ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/stats().
//         kind Function
//         documentation
//         > stats(b) -> NamedTuple
//         > 
//         > Mean and standard deviation of a numeric buffer.
      isempty(b) && return (mean = NaN, std = NaN)
      xs = collect(b)
      for x in xs
          y = x * 2
      end
      let tmp = sum(xs)
          nothing
      end
      (mean = mean(xs), std = std(xs))
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/stats().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`().
  function clear! end
//         ^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`().
//         kind Function
//                  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`(+1).
  clear!(b::RingBuffer) = (b.len = 0; b.head = 1; b)
//^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`(+1).
//kind Function
//                                                 ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/`clear!`(+1).
  
  "Resize, keeping the newest elements."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`resize!`().
  function Base.resize!(b::RingBuffer{T}, n::Integer)::RingBuffer{T} where {T}
//              ^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`resize!`().
//              kind Method
//              documentation
//              > Resize, keeping the newest elements.
      kept = collect(b)[max(1, end - n + 1):end]
      fresh = RingBuffer{T}(n)
      foreach(x -> push!(fresh, x), kept)
      return fresh
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Base#`resize!`().
  
//        ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/_wrap().
  @inline _wrap(i, n) = mod1(i, n)
//        ^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/_wrap().
//        kind Function
//                               ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/_wrap().
  
  """
      @buffered n expr
  
  Evaluate `expr` for each value and keep the last `n` results.
  """
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/buffered!
  macro buffered(n, expr)
//      ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/buffered!
//      kind Macro
//      documentation
//      > @buffered n expr
//      > 
//      > Evaluate `expr` for each value and keep the last `n` results.
      quote
          local buf = RingBuffer{Any}($(esc(n)))
          for v in $(esc(expr))
              push!(buf, v)
          end
          buf
      end
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/buffered!
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/to_json().
  to_json(b::RingBuffer) = J.write(collect(b))
//^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/to_json().
//kind Function
//                                           ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/to_json().
  
  # ----------------------------------------------------------------- helpers
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/
  module Internal
//       ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/
//       kind Module
  
  export checked_index
  
  "Index into `v`, or `nothing` when out of range."
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/checked_index().
  checked_index(v, i) = checkbounds(Bool, v, i) ? v[i] : nothing
//^^^^^^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/checked_index().
//kind Function
//documentation
//> Index into `v`, or `nothing` when out of range.
//                                                             ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/checked_index().
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/SENTINEL.
  const SENTINEL = :none
//      ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/SENTINEL.
//      kind Constant
//                     ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/SENTINEL.
  
  end # module Internal
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/Internal/
  
  if Sys.iswindows()
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
      const PATH_SEP = '\\'
//          ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
//          kind Constant
//                        ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
  else
//    ⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
      const PATH_SEP = '/'
//          ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
//          kind Constant
//                       ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/PATH_SEP.
  end
  
//⌄ enclosing_range_start soulindex . . . `julia/RingBuffers.jl`/RingBuffers/__init__().
  function __init__()
//         ^^^^^^^^ definition soulindex . . . `julia/RingBuffers.jl`/RingBuffers/__init__().
//         kind Function
      global trace_enabled = get(ENV, "RINGBUFFERS_TRACE", "") == "1"
  end
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/__init__().
  
  end # module RingBuffers
//  ⌃ enclosing_range_end soulindex . . . `julia/RingBuffers.jl`/RingBuffers/
  

  import React from "react";
  
  /** Props survive the broken markup below. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/broken.tsx`/BadgeProps#
  export interface BadgeProps {
//                 ^^^^^^^^^^ definition soulindex . . . `tsx/broken.tsx`/BadgeProps#
//                 kind Interface
//                 documentation
//                 > Props survive the broken markup below.
//  ⌄ enclosing_range_start soulindex . . . `tsx/broken.tsx`/BadgeProps#label.
    label: string;
//  ^^^^^ definition soulindex . . . `tsx/broken.tsx`/BadgeProps#label.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `tsx/broken.tsx`/BadgeProps#label.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/broken.tsx`/BadgeProps#
  
//       ⌄ enclosing_range_start soulindex . . . `tsx/broken.tsx`/Badge().
  export function Badge({ label }: BadgeProps) {
//                ^^^^^ definition soulindex . . . `tsx/broken.tsx`/Badge().
//                kind Function
//                        ^^^^^ definition local 1
//                        ^^^^^ reference soulindex . . . `tsx/broken.tsx`/BadgeProps#label.
//                                 ^^^^^^^^^^ reference soulindex . . . `tsx/broken.tsx`/BadgeProps#
    return (
      <span className="badge" title=>
        {label}
//       ^^^^^ reference local 1
      </span>
    );
  }
//⌃ enclosing_range_end soulindex . . . `tsx/broken.tsx`/Badge().
  
//       ⌄ enclosing_range_start soulindex . . . `tsx/broken.tsx`/Counter().
  export const Counter = ({ start }: { start: number }) => {
//             ^^^^^^^ definition soulindex . . . `tsx/broken.tsx`/Counter().
//             kind Function
//                          ^^^^^ definition local 3
//                                     ^^^^^ reference local 3
    const [n, setN] = React.useState(start);
//         ^ definition local 4
//            ^^^^ definition local 5
//                                   ^^^^^ reference local 3
    return <button onClick={() => setN(n + 1)}>{n}</button>
//                                ^^^^ reference local 5
//                                     ^ reference local 4
//                                              ^ reference local 4
  };
// ⌃ enclosing_range_end soulindex . . . `tsx/broken.tsx`/Counter().
  
  const Unclosed = () => <div><p>text</div>;
  
  export default function Last(): JSX.Element {
    return <Badge label="last" />;
//          ^^^^^ reference soulindex . . . `tsx/broken.tsx`/Badge().
  }
  

  /**
   * A generic, sortable and paginated data table for the admin console.
   */
  import React, {
    createContext,
    forwardRef,
    memo,
    useContext,
    useMemo,
    useState,
    type ReactNode,
  } from "react";
  import type { Theme } from "./theme";
  import clsx from "clsx";
  import { Spinner, Pagination as Pager } from "@acme/ui";
  import * as format from "../lib/format";
  
  export type { Theme };
  export { useDebounce } from "./hooks/useDebounce";
  
  /** Rows per page unless the caller says otherwise. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DEFAULT_PAGE_SIZE.
  export const DEFAULT_PAGE_SIZE = 25;
//             ^^^^^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DEFAULT_PAGE_SIZE.
//             kind Constant
//             documentation
//             > Rows per page unless the caller says otherwise.
//                                   ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DEFAULT_PAGE_SIZE.
  
  /** Sort direction of a column. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SortDirection#
  export enum SortDirection {
//            ^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//            kind Enum
//            documentation
//            > Sort direction of a column.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
    Ascending = "asc",
//  ^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
//  kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SortDirection#Descending.
    Descending = "desc",
//  ^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SortDirection#Descending.
//  kind EnumMember
//                    ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SortDirection#Descending.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SortDirection#
  
  /** Describes one column of a table. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#
  export interface Column<Row> {
//                 ^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#
//                 kind Interface
//                 documentation
//                 > Describes one column of a table.
//                        ^^^ definition local 0
    /** Stable key, also used as the React key. */
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#key.
    key: keyof Row & string;
//  ^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#key.
//  kind Field
//  documentation
//  > Stable key, also used as the React key.
//             ^^^ reference local 0
//                        ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#key.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#header.
    header: ReactNode;
//  ^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#header.
//  kind Field
//                  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#header.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#width.
    width?: number | `${number}%`;
//  ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#width.
//  kind Field
//                              ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#width.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#sortable.
    sortable?: boolean;
//  ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#sortable.
//  kind Field
//                   ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#sortable.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#render().
    render?(row: Row, index: number): ReactNode;
//  ^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#render().
//  kind Method
//          ^^^ definition local 1
//               ^^^ reference local 0
//                    ^^^^^ definition local 2
//                                            ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#render().
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/Column#compare.
    compare?: (a: Row, b: Row) => number;
//  ^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/Column#compare.
//  kind Field
//             ^ definition local 3
//                ^^^ reference local 0
//                     ^ definition local 4
//                        ^^^ reference local 0
//                                     ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#compare.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/Column#
  
  /** Props of {@link DataTable}. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#
  export type DataTableProps<Row extends { id: string | number }> = {
//            ^^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#
//            kind TypeAlias
//            documentation
//            > Props of {@link DataTable}.
//                           ^^^ definition local 5
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#rows.
    rows: readonly Row[];
//  ^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#rows.
//  kind Field
//                 ^^^ reference local 5
//                     ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#rows.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#columns.
    columns: Column<Row>[];
//  ^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#columns.
//  kind Field
//           ^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/Column#
//                  ^^^ reference local 5
//                       ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#columns.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#loading.
    loading?: boolean;
//  ^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#loading.
//  kind Field
//                  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#loading.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#pageSize.
    pageSize?: number;
//  ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#pageSize.
//  kind Field
//                  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#pageSize.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#emptyMessage.
    emptyMessage?: ReactNode;
//  ^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#emptyMessage.
//  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#emptyMessage.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTableProps#onRowClick().
    onRowClick?(row: Row): void;
//  ^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTableProps#onRowClick().
//  kind Method
//              ^^^ definition local 6
//                   ^^^ reference local 5
//                            ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#onRowClick().
  };
// ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTableProps#
  
//⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SortState#
  type SortState = { key: string; direction: SortDirection } | null;
//     ^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SortState#
//     kind TypeAlias
//                                           ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                                                 ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SortState#
  
//⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
  interface TableContextValue {
//          ^^^^^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
//          kind Interface
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableContextValue#dense.
    dense: boolean;
//  ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableContextValue#dense.
//  kind Field
//               ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableContextValue#dense.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableContextValue#theme.
    theme: Theme;
//  ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableContextValue#theme.
//  kind Field
//             ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableContextValue#theme.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
  
//⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableContext.
  const TableContext = createContext<TableContextValue>({
//      ^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableContext.
//      kind Variable
//                                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
    dense: false,
    theme: "light",
  });
//  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableContext.
  
  /** Reads the table context; throws outside a table. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/useTable().
  export function useTable(): TableContextValue {
//                ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/useTable().
//                kind Function
//                documentation
//                > Reads the table context; throws outside a table.
//                            ^^^^^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
    const value = useContext(TableContext);
//        ^^^^^ definition local 7
//                           ^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContext.
    if (!value) {
//       ^^^^^ reference local 7
      throw new Error("useTable must be used inside <DataTable>");
    }
    return value;
//         ^^^^^ reference local 7
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/useTable().
  
  /** Sorts rows by the active column, stable for equal keys. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/useSortedRows().
  export const useSortedRows = <Row,>(rows: readonly Row[], columns: Column<Row>[], sort: SortState): Row[] =>
//             ^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/useSortedRows().
//             kind Function
//             documentation
//             > Sorts rows by the active column, stable for equal keys.
//                              ^^^ definition local 8
//                                    ^^^^ definition local 9
//                                                   ^^^ reference local 8
//                                                          ^^^^^^^ definition local 10
//                                                                   ^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/Column#
//                                                                          ^^^ reference local 8
//                                                                                  ^^^^ definition local 11
//                                                                                        ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortState#
//                                                                                                    ^^^ reference local 8
    useMemo(() => {
      if (!sort) return [...rows];
//         ^^^^ reference local 11
//                          ^^^^ reference local 9
      const column = columns.find((c) => c.key === sort.key);
//          ^^^^^^ definition local 12
//                   ^^^^^^^ reference local 10
//                                 ^ definition local 13
//                                       ^ reference local 13
//                                                 ^^^^ reference local 11
      const compare =
//          ^^^^^^^ definition local 14
        column?.compare ?? ((a: Row, b: Row) => String(a[sort.key as keyof Row]).localeCompare(String(b[sort.key as keyof Row])));
//      ^^^^^^ reference local 12
//                           ^ definition local 15
//                              ^^^ reference local 8
//                                   ^ definition local 16
//                                      ^^^ reference local 8
//                                                     ^ reference local 15
//                                                       ^^^^ reference local 11
//                                                                         ^^^ reference local 8
//                                                                                                    ^ reference local 16
//                                                                                                      ^^^^ reference local 11
//                                                                                                                        ^^^ reference local 8
      const sorted = [...rows].sort(compare);
//          ^^^^^^ definition local 17
//                       ^^^^ reference local 9
//                                  ^^^^^^^ reference local 14
      return sort.direction === SortDirection.Descending ? sorted.reverse() : sorted;
//           ^^^^ reference local 11
//                              ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                            ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#Descending.
//                                                         ^^^^^^ reference local 17
//                                                                            ^^^^^^ reference local 17
    }, [rows, columns, sort]);
//      ^^^^ reference local 9
//            ^^^^^^^ reference local 10
//                     ^^^^ reference local 11
//                           ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/useSortedRows().
  
  /** Header cell with a sort toggle. */
//⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/HeaderCell().
  const HeaderCell = memo(function HeaderCell<Row>({
//      ^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/HeaderCell().
//      kind Function
//      documentation
//      > Header cell with a sort toggle.
//                                 ^^^^^^^^^^ definition local 18
//                                            ^^^ definition local 19
    column,
//  ^^^^^^ definition local 21
    sort,
//  ^^^^ definition local 22
    onSort,
//  ^^^^^^ definition local 23
  }: {
    column: Column<Row>;
//  ^^^^^^ reference local 21
//          ^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/Column#
//                 ^^^ reference local 19
    sort: SortState;
//  ^^^^ reference local 22
//        ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortState#
    onSort: (key: string) => void;
//  ^^^^^^ reference local 23
//           ^^^ definition local 24
  }) {
    const active = sort?.key === column.key;
//        ^^^^^^ definition local 25
//                 ^^^^ reference local 22
//                               ^^^^^^ reference local 21
    return (
      <th style={{ width: column.width }} aria-sort={active ? sort?.direction : undefined}>
//                        ^^^^^^ reference local 21
//                                                   ^^^^^^ reference local 25
//                                                            ^^^^ reference local 22
        {column.sortable ? (
//       ^^^^^^ reference local 21
          <button type="button" onClick={() => onSort(column.key)}>
//                                             ^^^^^^ reference local 23
//                                                    ^^^^^^ reference local 21
            {column.header}
//           ^^^^^^ reference local 21
            {active && <SortIcon direction={sort!.direction} />}
//           ^^^^^^ reference local 25
//                      ^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortIcon().
//                                          ^^^^ reference local 22
          </button>
        ) : (
          column.header
//        ^^^^^^ reference local 21
        )}
      </th>
    );
  });
//  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/HeaderCell().
  
//⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SortIcon().
  function SortIcon({ direction }: { direction: SortDirection }) {
//         ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SortIcon().
//         kind Function
//                    ^^^^^^^^^ definition local 27
//                                   ^^^^^^^^^ reference local 27
//                                              ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
    return <span className={clsx("sort-icon", direction)}>{direction === SortDirection.Ascending ? "▲" : "▼"}</span>;
//                                            ^^^^^^^^^ reference local 27
//                                                         ^^^^^^^^^ reference local 27
//                                                                       ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                                                                     ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SortIcon().
  
  /** Text shown when there is nothing to display. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/EmptyState().
//                                    ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/EmptyState().children.
  export const EmptyState: React.FC<{ children?: ReactNode }> = ({ children = "No data" }) => (
//             ^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/EmptyState().
//             kind Function
//             documentation
//             > Text shown when there is nothing to display.
//                                    ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/EmptyState().children.
//                                    kind Field
//                                                                 ^^^^^^^^ definition local 28
//                                                       ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/EmptyState().children.
    <div className="empty-state">{children}</div>
//                                ^^^^^^^^ reference local 28
  );
// ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/EmptyState().
  
  /** Search box that forwards its ref to the input element. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SearchBox().
//                                                        ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SearchBox().value.
//                                                                       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/SearchBox().onChange().
  export const SearchBox = forwardRef<HTMLInputElement, { value: string; onChange(value: string): void }>(
//             ^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SearchBox().
//             kind Function
//             documentation
//             > Search box that forwards its ref to the input element.
//                                                        ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SearchBox().value.
//                                                        kind Field
//                                                                       ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/SearchBox().onChange().
//                                                                       kind Method
//                                                                                ^^^^^ definition local 29
//                                                                    ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SearchBox().value.
//                                                                                                   ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SearchBox().onChange().
    function SearchBox({ value, onChange }, ref) {
//           ^^^^^^^^^ definition local 30
//                       ^^^^^ definition local 31
//                              ^^^^^^^^ definition local 32
//                                          ^^^ definition local 33
      return <input ref={ref} type="search" value={value} onChange={(e) => onChange(e.target.value)} />;
//                  ^^^ reference local 33
//                       ^^^ reference local 33
//                                          ^^^^^ reference local 31
//                                                 ^^^^^ reference local 31
//                                                        ^^^^^^^^ reference local 32
//                                                                   ^ definition local 34
//                                                                         ^^^^^^^^ reference local 32
//                                                                                  ^ reference local 34
    },
  );
// ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/SearchBox().
  
  /**
   * The table itself. Generic over the row type; rows need an `id`.
   */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/DataTable().
  export function DataTable<Row extends { id: string | number }>({
//                ^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/DataTable().
//                kind Function
//                documentation
//                > The table itself. Generic over the row type; rows need an `id`.
//                          ^^^ definition local 35
    rows,
//  ^^^^ definition local 37
//  ^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#rows.
    columns,
//  ^^^^^^^ definition local 38
//  ^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#columns.
    loading = false,
//  ^^^^^^^ definition local 39
//  ^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#loading.
    pageSize = DEFAULT_PAGE_SIZE,
//  ^^^^^^^^ definition local 40
//  ^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#pageSize.
//             ^^^^^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DEFAULT_PAGE_SIZE.
    emptyMessage,
//  ^^^^^^^^^^^^ definition local 41
//  ^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#emptyMessage.
    onRowClick,
//  ^^^^^^^^^^ definition local 42
//  ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#onRowClick().
  }: DataTableProps<Row>) {
//   ^^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTableProps#
//                  ^^^ reference local 35
    const [sort, setSort] = useState<SortState>(null);
//         ^^^^ definition local 43
//               ^^^^^^^ definition local 44
//                                   ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortState#
    const [page, setPage] = useState(0);
//         ^^^^ definition local 45
//               ^^^^^^^ definition local 46
    const sorted = useSortedRows(rows, columns, sort);
//        ^^^^^^ definition local 47
//                 ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/useSortedRows().
//                               ^^^^ reference local 37
//                                     ^^^^^^^ reference local 38
//                                              ^^^^ reference local 43
    const visible = sorted.slice(page * pageSize, (page + 1) * pageSize);
//        ^^^^^^^ definition local 48
//                  ^^^^^^ reference local 47
//                               ^^^^ reference local 45
//                                      ^^^^^^^^ reference local 40
//                                                 ^^^^ reference local 45
//                                                             ^^^^^^^^ reference local 40
    const { dense } = useTable();
//          ^^^^^ definition local 50
//          ^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContextValue#dense.
//                    ^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/useTable().
  
    const toggleSort = (key: string) =>
//        ^^^^^^^^^^ definition local 51
//                      ^^^ definition local 52
      setSort((prev) =>
//    ^^^^^^^ reference local 44
//             ^^^^ definition local 53
        prev?.key === key && prev.direction === SortDirection.Ascending
//      ^^^^ reference local 53
//                    ^^^ reference local 52
//                           ^^^^ reference local 53
//                                              ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                                            ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
          ? { key, direction: SortDirection.Descending }
//            ^^^ reference local 52
//                            ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                          ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#Descending.
          : { key, direction: SortDirection.Ascending },
//            ^^^ reference local 52
//                            ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#
//                                          ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/SortDirection#Ascending.
      );
  
    if (loading) {
//      ^^^^^^^ reference local 39
      return <Spinner label="Loading rows" />;
    }
    if (rows.length === 0) {
//      ^^^^ reference local 37
      return <EmptyState>{emptyMessage}</EmptyState>;
//            ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
//                        ^^^^^^^^^^^^ reference local 41
//                                       ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
    }
    return (
      <>
        <table className={clsx("data-table", { dense })}>
//                                             ^^^^^ reference local 50
          <thead>
            <tr>
              {columns.map((column) => (
//             ^^^^^^^ reference local 38
//                          ^^^^^^ definition local 55
                <HeaderCell key={column.key} column={column} sort={sort} onSort={toggleSort} />
//               ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/HeaderCell().
//                               ^^^^^^ reference local 55
//                                           ^^^^^^ reference local 55
//                                                   ^^^^^^ reference local 55
//                                                           ^^^^ reference local 43
//                                                                 ^^^^ reference local 43
//                                                                               ^^^^^^^^^^ reference local 51
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
//           ^^^^^^^ reference local 48
//                        ^^^ definition local 56
//                             ^^^^^ definition local 57
              <tr key={row.id} onClick={onRowClick ? () => onRowClick(row) : undefined}>
//                     ^^^ reference local 56
//                                      ^^^^^^^^^^ reference local 42
//                                                         ^^^^^^^^^^ reference local 42
//                                                                    ^^^ reference local 56
                {columns.map((column) => (
//               ^^^^^^^ reference local 38
//                            ^^^^^^ definition local 58
                  <td key={column.key}>{column.render ? column.render(row, index) : format.cell(row[column.key])}</td>
//                         ^^^^^^ reference local 58
//                                      ^^^^^^ reference local 58
//                                                      ^^^^^^ reference local 58
//                                                                    ^^^ reference local 56
//                                                                         ^^^^^ reference local 57
//                                                                                              ^^^ reference local 56
//                                                                                                  ^^^^^^ reference local 58
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={page} pageCount={Math.ceil(rows.length / pageSize)} onChange={setPage} />
//             ^^^^ reference local 45
//                   ^^^^ reference local 45
//                                              ^^^^ reference local 37
//                                                            ^^^^^^^^ reference local 40
//                                                                                 ^^^^^^^ reference local 46
      </>
    );
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/DataTable().
  
  /** Provides density and theme to every table below it. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#
//                                                     ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#dense.
//                                                                      ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#theme.
//                                                                                    ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#children.
  export class TableProvider extends React.Component<{ dense?: boolean; theme: Theme; children: ReactNode }> {
//             ^^^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#
//             kind Class
//             documentation
//             > Provides density and theme to every table below it.
//                                                     ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#dense.
//                                                     kind Field
//                                                                      ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#theme.
//                                                                      kind Field
//                                                                                    ^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#children.
//                                                                                    kind Field
//                                                                   ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#dense.
//                                                                                 ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#theme.
//                                                                                                      ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#children.
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#displayName.
    static displayName = "TableProvider";
//         ^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#displayName.
//         kind Field
//                                     ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#displayName.
  
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#value.
    private readonly value: TableContextValue;
//                   ^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#value.
//                   kind Field
//                          ^^^^^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContextValue#
//                                          ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#value.
  
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#constructor().
    constructor(props: TableProvider["props"]) {
//  ^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#constructor().
//  kind Constructor
//              ^^^^^ definition local 60
//                     ^^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableProvider#
      super(props);
//          ^^^^^ reference local 60
      this.value = { dense: props.dense ?? false, theme: props.theme };
//         ^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableProvider#value.
//                          ^^^^^ reference local 60
//                                ^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableProvider#dense.
//                                                       ^^^^^ reference local 60
//                                                             ^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableProvider#theme.
    }
//  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#constructor().
  
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#handleError().
    handleError = (error: Error): void => {
//  ^^^^^^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#handleError().
//  kind Method
//                 ^^^^^ definition local 61
      console.error("table crashed", error);
//                                   ^^^^^ reference local 61
    };
//  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#handleError().
  
//  ⌄ enclosing_range_start soulindex . . . `tsx/DataTable.tsx`/TableProvider#render().
    override render(): ReactNode {
//           ^^^^^^ definition soulindex . . . `tsx/DataTable.tsx`/TableProvider#render().
//           kind Method
      return <TableContext.Provider value={this.value}>{this.props.children}</TableContext.Provider>;
//            ^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContext.
//                                              ^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableProvider#value.
//                                                                            ^^^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/TableContext.
    }
//  ⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#render().
  }
//⌃ enclosing_range_end soulindex . . . `tsx/DataTable.tsx`/TableProvider#
  
  export default DataTable;
//               ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTable().
  

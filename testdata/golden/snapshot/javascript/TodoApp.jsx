  import React, { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
  import PropTypes from "prop-types";
  import { Button, Checkbox as Check } from "./ui";
  import * as Icons from "./icons";
  import styles from "./TodoApp.module.css";
  
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/Settings.
  const Settings = React.lazy(() => import("./Settings"));
//      ^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/Settings.
//      kind Variable
//                                                       ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/Settings.
  
  /** Filters shown in the footer. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
  export const FILTERS = {
//             ^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
//             kind Constant
//             documentation
//             > Filters shown in the footer.
    all: () => true,
    active: (todo) => !todo.done,
//           ^^^^ definition local 0
//                     ^^^^ reference local 0
    done: (todo) => todo.done,
//         ^^^^ definition local 1
//                  ^^^^ reference local 1
  };
// ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
  
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
  const STORAGE_KEY = "todos.v2";
//      ^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
//      kind Constant
//                              ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
  
  /** Reducer for the todo list state. */
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/todosReducer().
  function todosReducer(state, action) {
//         ^^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/todosReducer().
//         kind Function
//         documentation
//         > Reducer for the todo list state.
//                      ^^^^^ definition local 2
//                             ^^^^^^ definition local 3
    switch (action.type) {
//          ^^^^^^ reference local 3
      case "add":
        return [...state, { id: Date.now(), text: action.text, done: false }];
//                 ^^^^^ reference local 2
//                                                ^^^^^^ reference local 3
      case "toggle":
        return state.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t));
//             ^^^^^ reference local 2
//                        ^ definition local 4
//                               ^ reference local 4
//                                        ^^^^^^ reference local 3
//                                                         ^ reference local 4
//                                                                   ^ reference local 4
//                                                                              ^ reference local 4
      case "remove":
        return state.filter((t) => t.id !== action.id);
//             ^^^^^ reference local 2
//                           ^ definition local 5
//                                 ^ reference local 5
//                                          ^^^^^^ reference local 3
      default:
        return state;
//             ^^^^^ reference local 2
    }
  }
//⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/todosReducer().
  
  /** Persists todos to local storage and restores them on mount. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
  export function usePersistentTodos() {
//                ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
//                kind Function
//                documentation
//                > Persists todos to local storage and restores them on mount.
    const [todos, dispatch] = useReducer(todosReducer, [], () => {
//         ^^^^^ definition local 6
//                ^^^^^^^^ definition local 7
//                                       ^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/todosReducer().
      const saved = window.localStorage.getItem(STORAGE_KEY);
//          ^^^^^ definition local 8
//                                              ^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
      return saved ? JSON.parse(saved) : [];
//           ^^^^^ reference local 8
//                              ^^^^^ reference local 8
    });
    useEffect(() => {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(todos));
//                                ^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
//                                                            ^^^^^ reference local 6
    }, [todos]);
//      ^^^^^ reference local 6
    return [todos, dispatch];
//          ^^^^^ reference local 6
//                 ^^^^^^^^ reference local 7
  }
//⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
  
  /** One row of the list. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
  export const TodoItem = React.memo(function TodoItem({ todo, onToggle, onRemove }) {
//             ^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
//             kind Function
//             documentation
//             > One row of the list.
//                                            ^^^^^^^^ definition local 9
//                                                       ^^^^ definition local 10
//                                                             ^^^^^^^^ definition local 11
//                                                                       ^^^^^^^^ definition local 12
    return (
      <li className={todo.done ? styles.done : undefined}>
//                   ^^^^ reference local 10
        <Check checked={todo.done} onChange={() => onToggle(todo.id)} />
//                      ^^^^ reference local 10
//                                                 ^^^^^^^^ reference local 11
//                                                          ^^^^ reference local 10
        <span>{todo.text}</span>
//             ^^^^ reference local 10
        <Button variant="ghost" onClick={() => onRemove(todo.id)}>
//                                             ^^^^^^^^ reference local 12
//                                                      ^^^^ reference local 10
          <Icons.Trash size={14} />
        </Button>
      </li>
    );
  });
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
  
  TodoItem.propTypes = {
//^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
    todo: PropTypes.shape({ id: PropTypes.number, text: PropTypes.string }).isRequired,
    onToggle: PropTypes.func.isRequired,
    onRemove: PropTypes.func.isRequired,
  };
  
  /** Text input that focuses itself; forwards its ref. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
  export const NewTodoInput = React.forwardRef((props, ref) => (
//             ^^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
//             kind Function
//             documentation
//             > Text input that focuses itself; forwards its ref.
//                                              ^^^^^ definition local 13
//                                                     ^^^ definition local 14
    <input ref={ref} className={styles.input} placeholder="What needs doing?" {...props} />
//         ^^^ reference local 14
//              ^^^ reference local 14
//                                                                                ^^^^^ reference local 13
  ));
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
  
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/Footer().
  const Footer = ({ count, filter, onFilter }) => (
//      ^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/Footer().
//      kind Function
//                  ^^^^^ definition local 15
//                         ^^^^^^ definition local 16
//                                 ^^^^^^^^ definition local 17
    <footer className={styles.footer}>
      <strong>{count}</strong> left
//             ^^^^^ reference local 15
      {Object.keys(FILTERS).map((name) => (
//                 ^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
//                               ^^^^ definition local 18
        <Button key={name} pressed={name === filter} onClick={() => onFilter(name)}>
//                   ^^^^ reference local 18
//                                  ^^^^ reference local 18
//                                           ^^^^^^ reference local 16
//                                                                  ^^^^^^^^ reference local 17
//                                                                           ^^^^ reference local 18
          {name}
//         ^^^^ reference local 18
        </Button>
      ))}
    </footer>
  );
// ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/Footer().
  
  /** Error boundary around the settings panel. */
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#
  class PanelBoundary extends React.Component {
//      ^^^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#
//      kind Class
//      documentation
//      > Error boundary around the settings panel.
//  ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#state.
    state = { error: null };
//  ^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#state.
//  kind Field
//                        ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#state.
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#getDerivedStateFromError().
    static getDerivedStateFromError(error) {
//         ^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#getDerivedStateFromError().
//         kind Method
//                                  ^^^^^ definition local 20
      return { error };
//             ^^^^^ reference local 20
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#getDerivedStateFromError().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#handleRetry().
    handleRetry = () => {
//  ^^^^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#handleRetry().
//  kind Method
      this.setState({ error: null });
    };
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#handleRetry().
  
//  ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#render().
    render() {
//  ^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#render().
//  kind Method
      if (this.state.error) {
//             ^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#state.
        return <Button onClick={this.handleRetry}>Retry</Button>;
//                                   ^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#handleRetry().
      }
      return this.props.children;
    }
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#render().
  }
//⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#
  
  /** The application root. */
//               ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/TodoApp().
  export default function TodoApp({ initialFilter = "all" }) {
//                        ^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/TodoApp().
//                        kind Function
//                        documentation
//                        > The application root.
//                                  ^^^^^^^^^^^^^ definition local 21
    const [todos, dispatch] = usePersistentTodos();
//         ^^^^^ definition local 22
//                ^^^^^^^^ definition local 23
//                            ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
    const [filter, setFilter] = React.useState(initialFilter);
//         ^^^^^^ definition local 24
//                 ^^^^^^^^^ definition local 25
//                                             ^^^^^^^^^^^^^ reference local 21
    const inputRef = useRef(null);
//        ^^^^^^^^ definition local 26
  
    const visible = useMemo(() => todos.filter(FILTERS[filter]), [todos, filter]);
//        ^^^^^^^ definition local 27
//                                ^^^^^ reference local 22
//                                             ^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
//                                                     ^^^^^^ reference local 24
//                                                                ^^^^^ reference local 22
//                                                                       ^^^^^^ reference local 24
    const remaining = todos.filter((t) => !t.done).length;
//        ^^^^^^^^^ definition local 28
//                    ^^^^^ reference local 22
//                                  ^ definition local 29
//                                         ^ reference local 29
  
    const handleSubmit = useCallback((event) => {
//        ^^^^^^^^^^^^ definition local 30
//                                    ^^^^^ definition local 31
      event.preventDefault();
//    ^^^^^ reference local 31
      const text = inputRef.current.value.trim();
//          ^^^^ definition local 32
//                 ^^^^^^^^ reference local 26
      if (text) {
//        ^^^^ reference local 32
        dispatch({ type: "add", text });
//      ^^^^^^^^ reference local 23
//                              ^^^^ reference local 32
        inputRef.current.value = "";
//      ^^^^^^^^ reference local 26
      }
    }, []);
  
    function Header() {
//           ^^^^^^ definition local 33
      return <h1 className={styles.title}>todos</h1>;
    }
  
    return (
      <section className={styles.app}>
        <Header />
//       ^^^^^^ reference local 33
        <form onSubmit={handleSubmit}>
//                      ^^^^^^^^^^^^ reference local 30
          <NewTodoInput ref={inputRef} autoFocus />
//         ^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
//                           ^^^^^^^^ reference local 26
        </form>
        <ul>
          {visible.map((todo) => (
//         ^^^^^^^ reference local 27
//                      ^^^^ definition local 34
            <TodoItem
//           ^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
              key={todo.id}
//                 ^^^^ reference local 34
              todo={todo}
//            ^^^^ reference local 34
//                  ^^^^ reference local 34
              onToggle={(id) => dispatch({ type: "toggle", id })}
//                       ^^ definition local 35
//                              ^^^^^^^^ reference local 23
//                                                         ^^ reference local 35
              onRemove={(id) => dispatch({ type: "remove", id })}
//                       ^^ definition local 36
//                              ^^^^^^^^ reference local 23
//                                                         ^^ reference local 36
            />
          ))}
        </ul>
        <Footer count={remaining} filter={filter} onFilter={setFilter} />
//       ^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/Footer().
//                     ^^^^^^^^^ reference local 28
//                                ^^^^^^ reference local 24
//                                        ^^^^^^ reference local 24
//                                                          ^^^^^^^^^ reference local 25
        <PanelBoundary>
//       ^^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#
          <React.Suspense fallback={<p>Loading…</p>}>
            <Settings />
//           ^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/Settings.
          </React.Suspense>
        </PanelBoundary>
//        ^^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/PanelBoundary#
      </section>
    );
  }
//⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/TodoApp().
  
  TodoApp.propTypes = {
//^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/TodoApp().
    initialFilter: PropTypes.oneOf(Object.keys(FILTERS)),
//                                             ^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
  };
  

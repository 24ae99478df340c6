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
    done: (todo) => todo.done,
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
    switch (action.type) {
      case "add":
        return [...state, { id: Date.now(), text: action.text, done: false }];
      case "toggle":
        return state.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t));
      case "remove":
        return state.filter((t) => t.id !== action.id);
      default:
        return state;
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
//                                       ^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/todosReducer().
      const saved = window.localStorage.getItem(STORAGE_KEY);
//                                              ^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
      return saved ? JSON.parse(saved) : [];
    });
    useEffect(() => {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(todos));
//                                ^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/STORAGE_KEY.
    }, [todos]);
    return [todos, dispatch];
  }
//⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
  
  /** One row of the list. */
//       ⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
  export const TodoItem = React.memo(function TodoItem({ todo, onToggle, onRemove }) {
//             ^^^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
//             kind Function
//             documentation
//             > One row of the list.
    return (
      <li className={todo.done ? styles.done : undefined}>
        <Check checked={todo.done} onChange={() => onToggle(todo.id)} />
        <span>{todo.text}</span>
        <Button variant="ghost" onClick={() => onRemove(todo.id)}>
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
    <input ref={ref} className={styles.input} placeholder="What needs doing?" {...props} />
  ));
//  ⌃ enclosing_range_end soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
  
//⌄ enclosing_range_start soulindex . . . `javascript/TodoApp.jsx`/Footer().
  const Footer = ({ count, filter, onFilter }) => (
//      ^^^^^^ definition soulindex . . . `javascript/TodoApp.jsx`/Footer().
//      kind Function
    <footer className={styles.footer}>
      <strong>{count}</strong> left
      {Object.keys(FILTERS).map((name) => (
//                 ^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
        <Button key={name} pressed={name === filter} onClick={() => onFilter(name)}>
          {name}
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
      return { error };
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
    const [todos, dispatch] = usePersistentTodos();
//                            ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/usePersistentTodos().
    const [filter, setFilter] = React.useState(initialFilter);
    const inputRef = useRef(null);
  
    const visible = useMemo(() => todos.filter(FILTERS[filter]), [todos, filter]);
//                                             ^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/FILTERS.
    const remaining = todos.filter((t) => !t.done).length;
  
    const handleSubmit = useCallback((event) => {
      event.preventDefault();
      const text = inputRef.current.value.trim();
      if (text) {
        dispatch({ type: "add", text });
        inputRef.current.value = "";
      }
    }, []);
  
    function Header() {
      return <h1 className={styles.title}>todos</h1>;
    }
  
    return (
      <section className={styles.app}>
        <Header />
        <form onSubmit={handleSubmit}>
          <NewTodoInput ref={inputRef} autoFocus />
//         ^^^^^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/NewTodoInput().
        </form>
        <ul>
          {visible.map((todo) => (
            <TodoItem
//           ^^^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/TodoItem().
              key={todo.id}
              todo={todo}
              onToggle={(id) => dispatch({ type: "toggle", id })}
              onRemove={(id) => dispatch({ type: "remove", id })}
            />
          ))}
        </ul>
        <Footer count={remaining} filter={filter} onFilter={setFilter} />
//       ^^^^^^ reference soulindex . . . `javascript/TodoApp.jsx`/Footer().
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
  

  // Route module for /users/:id: data loading, mutations and the page itself.
  import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
  import { Form, useLoaderData, useNavigation } from "@remix-run/react";
  import { DataTable, EmptyState, type Column } from "./DataTable";
//         ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTable().
//                    ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
//                                     ^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/Column#
  import { db } from "~/db.server";
  
  /** Shape of a user as shown on this page. */
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/UserView#
  interface UserView {
//          ^^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/UserView#
//          kind Interface
//          documentation
//          > Shape of a user as shown on this page.
//  ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/UserView#id.
    id: number;
//  ^^ definition soulindex . . . `tsx/UserRoute.tsx`/UserView#id.
//  kind Field
//           ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/UserView#id.
//  ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/UserView#name.
    name: string;
//  ^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/UserView#name.
//  kind Field
//             ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/UserView#name.
//  ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/UserView#email.
    email: string;
//  ^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/UserView#email.
//  kind Field
//              ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/UserView#email.
//  ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/UserView#roles.
    roles: Role[];
//  ^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/UserView#roles.
//  kind Field
//         ^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/Role#
//              ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/UserView#roles.
  }
//⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/UserView#
  
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/Role#
  type Role = "admin" | "editor" | "viewer";
//     ^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/Role#
//     kind TypeAlias
//                                         ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/Role#
  
  /** Audit events rendered in the history table. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#
//                           ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#id.
//                                       ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#at.
//                                                 ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#action.
  export type AuditEvent = { id: string; at: Date; action: string };
//            ^^^^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#
//            kind TypeAlias
//            documentation
//            > Audit events rendered in the history table.
//                           ^^ definition soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#id.
//                           kind Field
//                                       ^^ definition soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#at.
//                                       kind Field
//                                                 ^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#action.
//                                                 kind Field
//                                    ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#id.
//                                              ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#at.
//                                                              ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#action.
//                                                                 ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#
  
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
  const ROLE_LABELS: Record<Role, string> = {
//      ^^^^^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
//      kind Constant
//                          ^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/Role#
    admin: "Administrator",
    editor: "Editor",
    viewer: "Read only",
  };
// ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
  
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/columns.
  const columns: Column<AuditEvent>[] = [
//      ^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/columns.
//      kind Variable
//               ^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/Column#
//                      ^^^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/AuditEvent#
    { key: "at", header: "When", sortable: true, render: (e) => e.at.toLocaleString() },
//                                                        ^ definition local 0
//                                                              ^ reference local 0
    { key: "action", header: "What" },
  ];
// ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/columns.
  
  /** Loads the user and their audit trail; 404s when missing. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/loader().
  export const loader = async ({ params }: LoaderFunctionArgs) => {
//             ^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/loader().
//             kind Function
//             documentation
//             > Loads the user and their audit trail; 404s when missing.
//                               ^^^^^^ definition local 2
    const id = Number(params.id);
//        ^^ definition local 3
//                    ^^^^^^ reference local 2
    const user = await db.user.findUnique({ where: { id }, include: { roles: true } });
//        ^^^^ definition local 4
//                                                   ^^ reference local 3
    if (!user) {
//       ^^^^ reference local 4
      throw new Response("Not found", { status: 404 });
    }
    const events = await db.audit.findMany({ where: { userId: id }, orderBy: { at: "desc" } });
//        ^^^^^^ definition local 9
//                                                            ^^ reference local 3
    return json({ user: user as UserView, events });
//                ^^^^ reference local 4
//                      ^^^^ reference local 4
//                              ^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/UserView#
//                                        ^^^^^^ reference local 9
  };
// ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/loader().
  
  /** Handles the role form; redirects back to the page. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/action().
  export async function action({ request, params }: ActionFunctionArgs) {
//                      ^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/action().
//                      kind Function
//                      documentation
//                      > Handles the role form; redirects back to the page.
//                               ^^^^^^^ definition local 15
//                                        ^^^^^^ definition local 16
    const form = await request.formData();
//        ^^^^ definition local 17
//                     ^^^^^^^ reference local 15
    const role = form.get("role");
//        ^^^^ definition local 18
//               ^^^^ reference local 17
    if (typeof role !== "string" || !(role in ROLE_LABELS)) {
//             ^^^^ reference local 18
//                                    ^^^^ reference local 18
//                                            ^^^^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
      return json({ error: "unknown role" }, { status: 400 });
    }
    await db.user.update({ where: { id: Number(params.id) }, data: { roles: { set: [role as Role] } } });
//                                             ^^^^^^ reference local 16
//                                                                                  ^^^^ reference local 18
//                                                                                          ^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/Role#
    return redirect(`/users/${params.id}`);
//                            ^^^^^^ reference local 16
  }
//⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/action().
  
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/RoleBadge().
  function RoleBadge({ role }: { role: Role }) {
//         ^^^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/RoleBadge().
//         kind Function
//                     ^^^^ definition local 26
//                               ^^^^ reference local 26
//                                     ^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/Role#
    return <span className={`badge badge-${role}`}>{ROLE_LABELS[role]}</span>;
//                                         ^^^^ reference local 26
//                                                  ^^^^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
//                                                              ^^^^ reference local 26
  }
//⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/RoleBadge().
  
  /** The page: profile card, role form and audit history. */
//⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/default().
  export default function () {
//       ^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/default().
//       kind Function
//       documentation
//       > The page: profile card, role form and audit history.
    const { user, events } = useLoaderData<typeof loader>();
//          ^^^^ definition local 28
//                ^^^^^^ definition local 29
//                                                ^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/loader().
    const navigation = useNavigation();
//        ^^^^^^^^^^ definition local 30
    const busy = navigation.state !== "idle";
//        ^^^^ definition local 31
//               ^^^^^^^^^^ reference local 30
  
    return (
      <main>
        <header>
          <h1>{user.name}</h1>
//             ^^^^ reference local 28
          <a href={`mailto:${user.email}`}>{user.email}</a>
//                           ^^^^ reference local 28
//                                          ^^^^ reference local 28
          {user.roles.map((role) => (
//         ^^^^ reference local 28
//                         ^^^^ definition local 32
            <RoleBadge key={role} role={role} />
//           ^^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/RoleBadge().
//                          ^^^^ reference local 32
//                                ^^^^ reference local 32
//                                      ^^^^ reference local 32
          ))}
        </header>
        <Form method="post">
          <select name="role" defaultValue={user.roles[0]} disabled={busy}>
//                                          ^^^^ reference local 28
//                                                                   ^^^^ reference local 31
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
//                          ^^^^^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/ROLE_LABELS.
//                                             ^^^^^ definition local 33
//                                                    ^^^^^ definition local 34
              <option key={value} value={value}>
//                         ^^^^^ reference local 33
//                                ^^^^^ reference local 33
//                                       ^^^^^ reference local 33
                {label}
//               ^^^^^ reference local 34
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy}>
//                                        ^^^^ reference local 31
            Save
          </button>
        </Form>
        {events.length > 0 ? (
//       ^^^^^^ reference local 29
          <DataTable rows={events.map((e) => ({ ...e, at: new Date(e.at) }))} columns={columns} />
//         ^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/DataTable().
//                         ^^^^^^ reference local 29
//                                     ^ definition local 35
//                                                 ^ reference local 35
//                                                                 ^ reference local 35
//                                                                            ^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/columns.
//                                                                                     ^^^^^^^ reference soulindex . . . `tsx/UserRoute.tsx`/columns.
        ) : (
          <EmptyState>No activity yet.</EmptyState>
//         ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
//                                      ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
        )}
      </main>
    );
  }
//⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/default().
  
  /** Error boundary of the route. */
//       ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().
//                                           ⌄ enclosing_range_start soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().error.
  export function ErrorBoundary({ error }: { error: Error }) {
//                ^^^^^^^^^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().
//                kind Function
//                documentation
//                > Error boundary of the route.
//                                ^^^^^ definition local 37
//                                           ^^^^^ definition soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().error.
//                                           kind Field
//                                                      ⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().error.
    return (
      <EmptyState>
//     ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
        Could not load the user: <code>{error.message}</code>
//                                      ^^^^^ reference local 37
      </EmptyState>
//      ^^^^^^^^^^ reference soulindex . . . `tsx/DataTable.tsx`/EmptyState().
    );
  }
//⌃ enclosing_range_end soulindex . . . `tsx/UserRoute.tsx`/ErrorBoundary().
  

/** Every table of the server, each declared in its business area; drizzle-kit and the db client read this list. */
export * from '../auth/tables';
export * from '../sign-in/tables';
export * from '../money/tables';
export * from '../apps/tables';
export * from '../channels/tables';
export * from '../notices/tables';
export * from '../menus/tables';
export * from '../roles/tables';
export * from '../domains/tables';
export * from '../orders/tables';
export * from '../demo/tables';
export * from '../installs/tables';
export * from '../packages/tables';
export * from '../comments/tables';
export * from '../workorders/tables';
export * from '../sdk/tables';
export * from '../push/tables';
export * from '../operation-log/tables';
export * from '../files/tables';

export * from '../jobs/tables';
export * from '../http/tables';

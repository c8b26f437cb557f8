import type pg from 'pg';

/**
 * The server's own PostgreSQL role (issue 39, point 6; README, Security): it reads and writes the
 * records, and may only insert into and read the audit log. The tables' owner runs the migrations
 * (ownerDatabaseUrl) and grants this after each start; a role that does not own a table cannot ALTER
 * it or turn its triggers off, and without the privileges it cannot UPDATE, DELETE or TRUNCATE it.
 */
export async function grantServerRole(owner: Pick<pg.PoolClient, 'query'>, role: string) {
  const name = quoteIdentifier(role);
  for (const statement of [
    `grant usage on schema public to ${name}`,
    `grant select, insert, update, delete on all tables in schema public to ${name}`,
    `grant usage, select on all sequences in schema public to ${name}`,
    `revoke update, delete, truncate, references, trigger on staff_audit from ${name}`,
    // What it needs to see that the migrations have run; nothing it may change.
    `grant usage on schema drizzle to ${name}`,
    `grant select on all tables in schema drizzle to ${name}`,
  ])
    await owner.query(statement);
}

/** The role a pool connects as. */
export async function serverRoleOf(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ role: string }>('select current_user as role');
  return rows[0]!.role;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

import type pg from 'pg';

/**
 * Runs `work` in one transaction on a connection of `pool`: committed when it resolves, rolled back when it throws.
 * A connection that failed, or cannot even roll back, is not given back to the pool.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // a connection lost while checked out emits 'error', which would otherwise crash the process
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

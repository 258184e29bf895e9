/**
 * A write the store refused because a unique value was taken, with a stable `code` a caller branches on and words
 * naming the row. A sign-in's id is its OAuth `state`, so it is never put in the words.
 */
export class StoreConflictError extends Error {
  override readonly name = 'StoreConflictError';
  readonly code = 'store.duplicate';

  private constructor(
    readonly table: 'requests' | 'sign_in_states' | 'created_ids',
    /** The field whose value was taken. */
    readonly field: 'id' | 'idempotencyKey' | 'createdId',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  static request(field: 'id' | 'idempotencyKey', value: string, cause: unknown): StoreConflictError {
    const what = field === 'id' ? 'id' : 'idempotency key';
    return new StoreConflictError('requests', field, `a request with ${what} ${JSON.stringify(value)} already exists`, {
      cause,
    });
  }

  /** A created id that another request already owns: one portal task or role belongs to one request. */
  static createdId(kind: string, id: string, cause: unknown): StoreConflictError {
    return new StoreConflictError('created_ids', 'createdId', `the ${kind} ${id} already belongs to another request`, {
      cause,
    });
  }

  /** Without the database's error as a cause: PostgreSQL's detail would repeat the id. */
  static signIn(): StoreConflictError {
    return new StoreConflictError('sign_in_states', 'id', 'a sign-in state with that id already exists');
  }
}

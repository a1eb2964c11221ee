/** An upload refused, with the HTTP status to answer and a message that says what is wrong and what to do. */
export class MediaRefusal extends Error {
  override readonly name = 'MediaRefusal';

  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** A library request the rules refuse: the message the user reads and the status it is sent with. */
export class LibraryRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 400,
  ) {
    super(message);
  }
}

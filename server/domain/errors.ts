/**
 * The domain's two refusals, which every door words its own way: an id that names nothing (404 from
 * the staff calls and the admin socket, exit 1 on the command line) and arguments the rule refuses
 * (400, exit 2).
 */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class BadInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadInputError';
  }
}

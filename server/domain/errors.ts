/**
 * The domain's refusals, which every door words its own way: an id that names nothing (404 from the
 * staff calls and the admin socket, exit 1 on the command line), arguments the rule refuses (400,
 * exit 2), and an actor who may not (403, exit 1).
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

/** The actor may not do this (a disabled account, a role without the right): 403, exit 1. */
export class NotAllowedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAllowedError';
  }
}

import type { FastifyRequest } from 'fastify';

/** The site a request came to: verification URLs point back at it. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

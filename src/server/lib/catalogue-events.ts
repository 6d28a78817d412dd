import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

// Every write that changes what shoppers see of the catalogue (a product's fields, price, stock,
// images; products created or deleted) calls `catalogueChanged` after it has committed. Caches of
// catalogue answers and of rendered pages subscribe with `onCatalogueChanged` and drop what they
// hold. One emitter per app instance, so test apps never see each other's writes.

const CHANGED = 'changed';
// Only writes made by this instance; the cross-server relay forwards these and nothing else, so
// a change heard from another server is never sent back around.
const CHANGED_HERE = 'changed-here';

export function createCatalogueEvents(): EventEmitter {
  return new EventEmitter();
}

export function catalogueChanged(app: FastifyInstance): void {
  app.catalogueEvents.emit(CHANGED);
  app.catalogueEvents.emit(CHANGED_HERE);
}

/** Another app server on the same database changed the catalogue. */
export function catalogueChangedElsewhere(app: FastifyInstance): void {
  app.catalogueEvents.emit(CHANGED);
}

export function onCatalogueChangedHere(app: FastifyInstance, listener: () => void): void {
  app.catalogueEvents.on(CHANGED_HERE, listener);
}

export function onCatalogueChanged(app: FastifyInstance, listener: () => void): void {
  app.catalogueEvents.on(CHANGED, listener);
}

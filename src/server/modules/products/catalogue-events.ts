import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

// Every write that changes what shoppers see of the catalogue (a product's fields, price, stock,
// images; products created or deleted) calls `catalogueChanged` after it has committed. Caches of
// catalogue answers and of rendered pages subscribe with `onCatalogueChanged` and drop what they
// hold. One emitter per app instance, so test apps never see each other's writes.

const CHANGED = 'changed';

export function createCatalogueEvents(): EventEmitter {
  return new EventEmitter();
}

export function catalogueChanged(app: FastifyInstance): void {
  app.catalogueEvents.emit(CHANGED);
}

export function onCatalogueChanged(app: FastifyInstance, listener: () => void): void {
  app.catalogueEvents.on(CHANGED, listener);
}

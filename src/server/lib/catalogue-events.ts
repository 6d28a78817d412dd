import type { EventBus } from './events.js';

// Every write that changes what shoppers see of the catalogue (a product's fields, price, stock,
// images; products created or deleted) calls `catalogueChanged` after it has committed. Caches of
// catalogue answers and of rendered pages hear it with `onCatalogueChanged` and drop what they
// hold. These are names for the bus's 'catalogue.changed' event (lib/events.ts, decision 135):
// one bus per app instance, so test apps never see each other's writes.

type WithEvents = { events: EventBus };

/** This server changed the catalogue (after the write committed). */
export function catalogueChanged(app: WithEvents): void {
  app.events.emit('catalogue.changed', { origin: 'this-server' });
}

/** Another app server on the same database changed the catalogue. */
export function catalogueChangedElsewhere(app: WithEvents): void {
  app.events.emit('catalogue.changed', { origin: 'another-server' });
}

/**
 * Only writes made by this server; the cross-server relay forwards these and nothing else, so a
 * change heard from another server is never sent back around.
 */
export function onCatalogueChangedHere(app: WithEvents, listener: () => void): void {
  app.events.on('catalogue.changed', ({ origin }) => {
    if (origin === 'this-server') listener();
  });
}

/** Any change, made here or on another server. */
export function onCatalogueChanged(app: WithEvents, listener: () => void): void {
  app.events.on('catalogue.changed', () => listener());
}

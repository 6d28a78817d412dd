import { BadgePercent, Boxes, HardHat, ShieldCheck, Truck } from 'lucide-react';
import cement from './drawings/cement.svg?raw';
import ironSheets from './drawings/iron-sheets.svg?raw';
import steelBars from './drawings/steel-bars.svg?raw';
import waterTanks from './drawings/water-tanks.svg?raw';

// The fixed pictures of the home page: the reasons' icons and the featured products' drawings
// (their words are in the message files, src/shared/messages). The featured
// drawings are SVG markup put into the page itself: an SVG file in an <img> is a whole document of
// its own for the browser to build, lay out and paint on the main thread (tens of ms each on a
// cheap phone), while the same elements in the page cost little and need no request.

/** One icon per reason, in the order of the messages' `home.reasons`. */
export const REASON_ICONS = [ShieldCheck, BadgePercent, HardHat, Truck, Boxes] as const;

/** One drawing per featured product, in the order of the messages' `home.featured`. */
export const FEATURED_DRAWINGS = [waterTanks, steelBars, ironSheets, cement] as const;

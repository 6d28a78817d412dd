import { BadgePercent, Boxes, HardHat, ShieldCheck, Truck } from 'lucide-react';
import cement from './drawings/cement.svg?raw';
import ironSheets from './drawings/iron-sheets.svg?raw';
import steelBars from './drawings/steel-bars.svg?raw';
import waterTanks from './drawings/water-tanks.svg?raw';

// The fixed content of the home page: ticker labels, reasons and featured products. The featured
// drawings are SVG markup put into the page itself: an SVG file in an <img> is a whole document of
// its own for the browser to build, lay out and paint on the main thread (tens of ms each on a
// cheap phone), while the same elements in the page cost little and need no request.

export const TICKER_LABELS = [
  'Cement & Building Materials',
  'Steel & Iron Sheets',
  'Power Tools',
  'Paint & Finishes',
  'Doors & Windows',
  'Plumbing & Electrical',
] as const;

export const REASONS = [
  {
    title: 'Top Quality Products',
    text: 'Trusted brands and materials that meet Kenyan building standards.',
    icon: ShieldCheck,
  },
  {
    title: 'Affordable Prices',
    text: 'Fair prices on every bag, bar and sheet, with discounts on bulk orders.',
    icon: BadgePercent,
  },
  {
    title: 'Expert Guidance',
    text: 'Our team helps you pick the right material and quantity for the job.',
    icon: HardHat,
  },
  {
    title: 'Fast Delivery',
    text: 'Delivery from Athi River to sites across Kenya, on time.',
    icon: Truck,
  },
  {
    title: 'Wide Selection',
    text: 'From nails to water tanks: everything a site needs, in one shop.',
    icon: Boxes,
  },
] as const;

export const FEATURED = [
  {
    title: 'Water Storage Tanks',
    text: 'Durable plastic tanks from 500 to 10,000 litres for homes, farms and sites.',
    drawing: waterTanks,
  },
  {
    title: 'Steel Reinforcement Bars',
    text: 'Y8 to Y25 deformed bars and round bars, cut to length on request.',
    drawing: steelBars,
  },
  {
    title: 'Iron Sheets & Wire Mesh',
    text: 'Corrugated and box-profile roofing sheets in many gauges, with mesh for slabs and fencing.',
    drawing: ironSheets,
  },
  {
    title: 'Cement & Building Materials',
    text: 'Cement, ballast, sand, blocks and everything for a strong foundation.',
    drawing: cement,
  },
] as const;

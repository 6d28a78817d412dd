import { BadgePercent, Boxes, HardHat, ShieldCheck, Truck } from 'lucide-react';

// The fixed content of the home page: ticker labels, reasons and featured products.

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
    image: '/images/home/water-tanks.svg',
  },
  {
    title: 'Steel Reinforcement Bars',
    text: 'Y8 to Y25 deformed bars and round bars, cut to length on request.',
    image: '/images/home/steel-bars.svg',
  },
  {
    title: 'Iron Sheets & Wire Mesh',
    text: 'Corrugated and box-profile roofing sheets in many gauges, with mesh for slabs and fencing.',
    image: '/images/home/iron-sheets.svg',
  },
  {
    title: 'Cement & Building Materials',
    text: 'Cement, ballast, sand, blocks and everything for a strong foundation.',
    image: '/images/home/cement.svg',
  },
] as const;

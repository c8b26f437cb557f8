import { ChartColumn, Cpu, Layers, Rocket, Server, SlidersHorizontal, TrendingUp, Users, Zap } from 'lucide-react';

// The icons the service pages give their feature cards, by the card's id in the page's copy. Here,
// below the pages, so that the cards' story shows the same ones.

export const voiceBenefitIcons = { 'boost-productivity': TrendingUp, 'customer-engagement': Users, 'future-proof-brand': Rocket } as const;

export const telecomFeatureIcons = {
  'activation-suite': Zap,
  'commodity-servers': Server,
  'extensive-reporting': ChartColumn,
  'modular-design': Layers,
  'modern-technologies': Cpu,
  'configurable-campaigns': SlidersHorizontal,
} as const;

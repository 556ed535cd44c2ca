/**
 * Concepts (as concept-lists.ts) of everyday things a visitor names in their own words while the
 * owner names them in another: where people eat out (eateries, Gaststätten: the owner's
 * "restaurants", "Gastronomie"), what one sits on at home, what hangs at a window, what a table
 * is laid with, a shop on the web. Household and shopping vocabulary that any owner's visitors
 * use, in both languages, kept as data; no trade's jargon and nothing that names a particular site.
 */
import type { Concept } from './concept-lists.ts';

export const EVERYDAY_CONCEPTS: Concept[] = [
  // Places that serve food, and the trade that runs them: what a supplier's visitors call their own business.
  {
    words: {
      en: ['restaurant', 'restaurants', 'eatery', 'eateries', 'diner', 'diners', 'bistro', 'bistros', 'cafe', 'cafes', 'café', 'cafés', 'gastronomy'],
      de: ['restaurant', 'restaurants', 'gastronomie', 'gaststätte', 'gaststätten', 'gasthaus', 'gasthäuser', 'gasthof', 'wirtshaus', 'bistro', 'café', 'cafés', 'gastwirt', 'gastwirte'],
    },
  },
  // What one sits on at home.
  {
    words: {
      en: ['sofa', 'sofas', 'couch', 'couches', 'settee', 'settees'],
      de: ['sofa', 'sofas', 'couch', 'couches', 'sitzgarnitur'],
    },
  },
  // What hangs at a window.
  {
    words: {
      en: ['curtain', 'curtains', 'drapes', 'drapery', 'draperies'],
      de: ['vorhang', 'vorhänge', 'gardine', 'gardinen', 'übergardinen', 'rollo', 'rollos', 'jalousie', 'jalousien'],
    },
  },
  // What a table is laid with.
  {
    words: {
      en: ['tableware', 'crockery', 'dinnerware', 'dishware', 'dinnerset'],
      de: ['geschirr', 'essgeschirr', 'tafelgeschirr'],
    },
  },
  // A shop on the web.
  {
    words: {
      en: ['webshop', 'onlineshop', 'eshop', 'shop', 'store'],
      de: ['webshop', 'onlineshop', 'internetshop', 'shop', 'laden'],
    },
  },
];

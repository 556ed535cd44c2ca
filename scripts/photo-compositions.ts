/** One composition per sample photograph, by scene name (see photo-catalog.ts). */
import {
  type Canvas,
  sky,
  glow,
  clouds,
  land,
  water,
  rect,
  person,
  crowd,
  house,
  mound,
  crane,
  room,
  windowLight,
  desk,
  screen,
  towerBlock,
  churchTower,
  bucketWheelExcavator,
  coolingTower,
  bus,
  ship,
} from './photo-scenes.ts';

type Scene = (c: Canvas) => void;
const { round } = Math;

const _workers = ['#3b4650', '#2d3640', '#4a4036', '#35302c'];
const gowns = ['#5f8fa8', '#6f9cb3', '#4f7f99', '#7aa7bb'];
const casual = ['#5a4a42', '#3d4a5c', '#6b5b4b', '#7a3f3a', '#44525a', '#8a7560'];

function halligHouses(c: Canvas, cx: number, y: number, s: number, lit: boolean) {
  mound(c, cx, y, s * 3.4, s * 0.45, '#55624a');
  house(c, cx - s * 0.9, y - s * 0.38, s * 0.9, s * 0.42, '#8a3b2e', '#3f3a34', lit);
  house(c, cx + s * 0.15, y - s * 0.4, s * 0.7, s * 0.36, '#96473a', '#4a4038', lit);
}

export const SCENES: Record<string, Scene> = {
  // ---- The Last Shift ----
  excavator(c) {
    sky(c, '#d9c6a5', '#f1dcc0', c.h * 0.7);
    glow(c, c.w * 0.75, c.h * 0.55, 300, '#ffd9a0', 0.7);
    clouds(c, 6, 80, 300, '#fff', 0.35);
    land(c, c.h * 0.66, 10, '#6e6458', 10, 3);
    bucketWheelExcavator(c, c.w * 0.62, c.h * 0.74, 520, '#2c2a28');
    land(c, c.h * 0.78, 14, '#4a4038', 18);
    person(c, c.w * 0.71, c.h * 0.59, 46, { color: '#24231f', accent: '#e0782f' });
  },
  showers(c) {
    room(c, ['#6f7d7c', '#8fa09c'], ['#4e5756', '#2d3332'], c.h * 0.8);
    for (let x = 0; x < c.w; x += 64) rect(c, x, 0, 2, c.h * 0.8, '#9fb0ac', 'opacity="0.5"');
    for (let y = 0; y < c.h * 0.8; y += 64) rect(c, 0, y, c.w, 2, '#9fb0ac', 'opacity="0.5"');
    [0.25, 0.5, 0.75].forEach((p, i) => {
      rect(c, c.w * p - 4, 60, 8, 120, '#555');
      person(c, c.w * p + (i - 1) * 20, c.h * 0.86, 560 - i * 40, { color: '#8a6a55', accent: '#9a7660', skin: '#b08266', pose: i === 1 ? 'back' : 'stand', hair: '#2a2420' });
    });
    clouds(c, 18, 80, c.h * 0.9, '#eef3f2', 0.55);
  },
  tvRoom(c) {
    room(c, ['#14161d', '#1d2029'], ['#1a1a1f', '#0d0d10'], c.h * 0.72);
    screen(c, c.w * 0.08, c.h * 0.3, 300, 190, '#8fb4ff', 0.55);
    rect(c, c.w * 0.4, c.h * 0.55, c.w * 0.5, c.h * 0.22, '#2a2d3a', 'rx="30"');
    person(c, c.w * 0.55, c.h * 0.77, 420, { pose: 'sit', color: '#2e3545', accent: '#3a4458', skin: '#7d8db5', hair: '#23252e' });
    person(c, c.w * 0.7, c.h * 0.77, 400, { pose: 'sit', color: '#3a3040', accent: '#4b3c52', skin: '#8393bb', hair: '#4a3a30' });
    rect(c, c.w * 0.4, c.h * 0.66, c.w * 0.5, c.h * 0.12, '#252836', 'rx="20"');
  },
  workshop(c) {
    room(c, ['#b9b4a6', '#8e8a7e'], ['#5b5850', '#3d3b36'], c.h * 0.7);
    for (let i = 0; i < 4; i++) windowLight(c, 120 + i * 370, 60, 260, 380, ['#e8eef2', '#c9d6de'], '#6d6a60', 3);
    person(c, c.w * 0.46, c.h * 0.98, 720, { color: '#2f4a6a', accent: '#375a80', hair: '#4a3626' });
    desk(c, c.w * 0.15, c.h * 0.72, c.w * 0.7, '#4b4338');
    rect(c, c.w * 0.58, c.h * 0.64, 90, 60, '#6a6f75');
  },
  pitEdge(c) {
    sky(c, '#b7c0c7', '#e0ddd2', c.h * 0.45);
    for (let i = 0; i < 7; i++) land(c, c.h * (0.4 + i * 0.07), 6, ['#8b7d68', '#7a6d5b', '#6b604f', '#5d5446', '#4f483c', '#433d33', '#3a352d'][i], 16);
    land(c, c.h * 0.82, 18, '#6b7f4c', 12);
    person(c, c.w * 0.3, c.h * 0.97, 300, { pose: 'back', color: '#2f2a2a', accent: '#6a3b3b', hair: '#b8b0a6' });
  },
  coolingTowers(c) {
    sky(c, '#4b3b55', '#f08c4a', c.h * 0.8);
    glow(c, c.w * 0.2, c.h * 0.75, 260, '#ffb36b', 0.8);
    coolingTower(c, c.w * 0.45, c.h * 0.8, 220, 300, '#2e2a2c', '#e8c8b8');
    coolingTower(c, c.w * 0.62, c.h * 0.8, 220, 300, '#2a2628', '#e2c0b0');
    rect(c, c.w * 0.8, c.h * 0.4, 26, c.h * 0.4, '#262224');
    land(c, c.h * 0.8, 6, '#1c1a1c', 20);
  },
  // ---- Salt Water ----
  landUnter(c) {
    sky(c, '#5d6670', '#a5adb2', c.h * 0.55);
    clouds(c, 14, 40, 380, '#3f464d', 0.7);
    water(c, c.h * 0.5, '#7b878d', '#4a565d', 90);
    halligHouses(c, c.w * 0.42, c.h * 0.56, 170, false);
    halligHouses(c, c.w * 0.83, c.h * 0.52, 70, false);
  },
  classroom(c) {
    room(c, ['#e9e4d8', '#d8d1c2'], ['#b9a88e', '#8f7f68']);
    windowLight(c, c.w * 0.58, 90, 520, 420, ['#c8dbe6', '#9fb8c6'], '#f4f1ea', 2);
    for (let i = 0; i < 9; i++) {
      const row = Math.floor(i / 3),
        col = i % 3;
      const x = 230 + col * 420 + row * 40,
        y = c.h * (0.72 + row * 0.1);
      person(c, x, y, 230 + row * 60 + (i % 2) * 30, { pose: 'sit', color: casual[i % 6], accent: casual[(i + 2) % 6] });
      desk(c, x - 90, y - 40 - row * 5, 200 + row * 30, '#c79a5c');
    }
  },
  warftWorks(c) {
    sky(c, '#a9c6dc', '#e4edf1', c.h * 0.55);
    clouds(c, 6, 60, 300, '#fff', 0.6);
    water(c, c.h * 0.52, '#8aa6b2', '#6f8d98', 30);
    land(c, c.h * 0.62, 30, '#8a6f4e', 8);
    house(c, c.w * 0.68, c.h * 0.6, 300, 150, '#a04c3c', '#4b4036');
    rect(c, c.w * 0.2, c.h * 0.5, 240, 120, '#e2b430', 'rx="10"');
    c.add(`<path d="M${c.w * 0.32},${c.h * 0.52} L${c.w * 0.45},${c.h * 0.36} L${c.w * 0.52},${c.h * 0.5}" stroke="#d9a92a" stroke-width="22" fill="none"/>`);
    crowd(c, 4, c.w * 0.1, c.w * 0.6, c.h * 0.66, c.h * 0.86, 130, 220, ['#e86a1f', '#f07b2a', '#35414a'], 'stand');
  },
  ferry(c) {
    sky(c, '#7a8fb0', '#f2c6c0', c.h * 0.55);
    glow(c, c.w * 0.3, c.h * 0.55, 280, '#ffd6c8', 0.6);
    water(c, c.h * 0.55, '#d7b6b8', '#5f7391', 70);
    ship(c, c.w * 0.45, c.h * 0.6, 380, '#f1efe9', '#26313d');
    land(c, c.h * 0.555, 2, '#4b5360', 30, 2);
  },
  flotsam(c) {
    sky(c, '#8f9aa2', '#c9cfd1', c.h * 0.5);
    land(c, c.h * 0.5, 6, '#6f7f5a', 12);
    house(c, c.w * 0.55, c.h * 0.55, 420, 200, '#93473a', '#403932');
    for (let i = 0; i < 14; i++) rect(c, c.r() * c.w, c.h * (0.62 + c.r() * 0.3), 60 + c.r() * 160, 10 + c.r() * 10, '#7b6a55', `transform="rotate(${round(c.r() * 40 - 20)})"`);
    person(c, c.w * 0.32, c.h * 0.95, 480, { pose: 'bend', color: '#2f3a44', accent: '#e6c12e', hair: '#6a4a30' });
  },
  window(c) {
    room(c, ['#3a3d3f', '#2c2e30'], ['#2a2a2a', '#1c1c1c'], c.h);
    windowLight(c, c.w * 0.18, 160, 520, 600, ['#d9dfe2', '#aeb8bd'], '#d8d3c8', 1);
    person(c, c.w * 0.62, c.h * 1.25, 1150, { color: '#3a3438', accent: '#46404a', skin: '#c9b0a0', hair: '#dcd8d2' });
  },
  // ---- After the Flood ----
  mud(c) {
    room(c, ['#5a4a3a', '#6e5a45'], ['#7a5f3e', '#5a4630'], c.h * 0.6);
    c.add(`<path d="M0,${c.h * 0.55} Q${c.w / 2},${-c.h * 0.2} ${c.w},${c.h * 0.55} V0 H0z" fill="#2e261e"/>`);
    glow(c, c.w * 0.5, c.h * 0.3, 420, '#ffe7b0', 0.35);
    crowd(c, 5, c.w * 0.1, c.w * 0.9, c.h * 0.7, c.h * 0.95, 300, 460, ['#3b4a3a', '#5a4a3a', '#2d3d4d'], 'bend');
  },
  shuttle(c) {
    sky(c, '#cfd5d6', '#eef0ea', c.h * 0.62);
    land(c, c.h * 0.5, 30, '#9aa39a', 8, 6);
    land(c, c.h * 0.72, 2, '#7a7a74', 2);
    bus(c, c.w * 0.45, c.h * 0.78, 720, '#e8e6df', false);
    crowd(c, 9, c.w * 0.05, c.w * 0.45, c.h * 0.8, c.h * 0.95, 260, 340, ['#2e6b3f', '#e0a020', '#3a4f6a', '#7a2f2f'], 'stand');
  },
  vineyard(c) {
    sky(c, '#9ec3dd', '#e7eef0', c.h * 0.3);
    land(c, c.h * 0.3, 20, '#7f8f5e', 10, 4);
    for (let i = 0; i < 10; i++) house(c, c.w * (0.3 + i * 0.05), c.h * 0.42, 50, 40, '#b6a48c', '#6a5a4a');
    for (let i = 0; i < 16; i++) c.add(`<path d="M${-100 + i * 140},${c.h} L${300 + i * 90},${c.h * 0.45}" stroke="#5c7a34" stroke-width="${26 - i}" stroke-linecap="round"/>`);
    person(c, c.w * 0.7, c.h * 0.96, 560, { pose: 'bend', color: '#4a5a3a', accent: '#8a4a3a' });
  },
  candles(c) {
    sky(c, '#1b2540', '#37476b', c.h);
    land(c, c.h * 0.6, 8, '#1a1e28', 10);
    for (let i = 0; i < 5; i++) rect(c, 100 + i * 300, c.h * 0.45, 120, 220, '#3a3e4a', 'rx="50"');
    for (let i = 0; i < 22; i++) {
      const x = 80 + c.r() * (c.w - 160),
        y = c.h * (0.7 + c.r() * 0.25);
      rect(c, x, y - 40, 30, 40, '#b32a2a');
      glow(c, x + 15, y - 40, 70, '#ffb050', 0.7);
    }
    person(c, c.w * 0.58, c.h * 0.92, 520, { pose: 'bend', color: '#1f2230', accent: '#2a2e40', skin: '#d8a070', hair: '#9a948a' });
  },
  containers(c) {
    sky(c, '#9aa4ac', '#cfd3d3', c.h * 0.6);
    land(c, c.h * 0.82, 2, '#7a776f', 2);
    for (let row = 0; row < 2; row++)
      for (let i = 0; i < 4; i++) {
        const x = 80 + i * 370,
          y = c.h * 0.82 - row * 230;
        rect(c, x, y - 220, 350, 220, row ? '#8b9096' : '#7d838a');
        rect(c, x + 60, y - 170, 230, 100, '#ffe6a8');
        person(c, x + 120 + c.r() * 80, y - 70, 120, { pose: 'sit', color: casual[i], accent: casual[(i + 3) % 6] });
      }
  },
  river(c) {
    sky(c, '#e9a66a', '#f6d9a8', c.h * 0.5);
    land(c, c.h * 0.42, 50, '#5d6e4a', 10, 3);
    water(c, c.h * 0.62, '#b99a70', '#5d5544', 50, '#ffe0b0');
    c.add(`<path d="M${c.w * 0.55},${c.h * 0.62} a140,110 0 0 1 280,0 h40 a80,70 0 0 1 80,0 v-30 h-460z" fill="#8a7f6e"/>`);
    crowd(c, 22, 0, c.w * 0.5, c.h * 0.66, c.h * 0.98, 140, 320, casual, 'back');
  },
  // ---- Night Shift ----
  corridor(c) {
    room(c, ['#2a4040', '#3a5452'], ['#26302f', '#141a1a']);
    for (let i = 0; i < 6; i++) rect(c, c.w * 0.2 + i * 30, 40 + i * 30, c.w * 0.6 - i * 60, 10, '#e0f4f0', 'opacity="0.6"');
    glow(c, c.w / 2, 60, 500, '#d8fff4', 0.4);
    crowd(c, 4, c.w * 0.15, c.w * 0.85, c.h * 0.85, c.h * 0.98, 560, 680, gowns, 'stand');
  },
  icuBed(c) {
    room(c, ['#15262c', '#1d3338'], ['#142024', '#0b1214'], c.h * 0.7);
    screen(c, c.w * 0.78, c.h * 0.2, 200, 130, '#46e0a0', 0.35);
    screen(c, c.w * 0.08, c.h * 0.25, 160, 110, '#4ab0ff', 0.3);
    rect(c, c.w * 0.25, c.h * 0.62, c.w * 0.5, 80, '#cfd8da', 'rx="12"');
    crowd(c, 6, c.w * 0.18, c.w * 0.82, c.h * 0.9, c.h * 1.0, 520, 600, gowns, 'bend');
  },
  tablet(c) {
    room(c, ['#0f1418', '#151c22'], ['#101418', '#06080a'], c.h);
    rect(c, c.w * 0.1, c.h * 0.62, c.w * 0.45, 120, '#394650', 'rx="14"');
    screen(c, c.w * 0.52, c.h * 0.42, 170, 120, '#f4e6c8', 0.6);
    person(c, c.w * 0.68, c.h * 1.05, 800, { color: '#4f7f99', accent: '#5f8fa8', skin: '#e0c2a0', hair: '#1a1410' });
  },
  station(c) {
    room(c, ['#0c0f14', '#12161d'], ['#0e1014', '#050608'], c.h * 0.7);
    glow(c, c.w * 0.3, c.h * 0.4, 220, '#ffd99a', 0.6);
    screen(c, c.w * 0.55, c.h * 0.38, 260, 170, '#9ec8ff', 0.45);
    desk(c, c.w * 0.15, c.h * 0.66, c.w * 0.7, '#2a2a30');
    person(c, c.w * 0.48, c.h * 0.95, 520, { pose: 'sit', color: '#3a5a70', accent: '#4a6d84', skin: '#b8a898', hair: '#3a2a20' });
  },
  staffRoom(c) {
    room(c, ['#c7c1b2', '#a9a394'], ['#8a8474', '#5e5a50']);
    rect(c, c.w * 0.12, c.h * 0.15, 300, 200, '#f2efe6');
    rect(c, c.w * 0.65, c.h * 0.18, 360, 300, '#9aa6aa');
    person(c, c.w * 0.45, c.h * 0.9, 560, { pose: 'sit', color: '#5f8fa8', accent: '#6f9cb3', hair: '#7a5430' });
    rect(c, c.w * 0.65, c.h * 0.62, 160, 16, '#6a5a48');
    rect(c, c.w * 0.69, c.h * 0.56, 34, 44, '#efe9dd');
  },
  sunrise(c) {
    sky(c, '#f4b07a', '#fde3b8', c.h * 0.6);
    glow(c, c.w * 0.7, c.h * 0.5, 300, '#fff0c0', 0.9);
    towerBlock(c, c.w * 0.5, c.h * 0.62, 520, 300, '#6f6660', '#ffe2a0', 0.2);
    land(c, c.h * 0.6, 4, '#3e4a34', 10);
    for (let i = 0; i < 5; i++) c.add(`<circle cx="${100 + i * 330}" cy="${c.h * 0.45}" r="${110 + c.r() * 40}" fill="#2d3a2a" opacity="0.85"/>`);
    c.add(`<path d="M${c.w * 0.45},${c.h} L${c.w * 0.58},${c.h * 0.62} L${c.w * 0.62},${c.h * 0.62} L${c.w * 0.75},${c.h}z" fill="#c9b08a"/>`);
    person(c, c.w * 0.6, c.h * 0.8, 170, { pose: 'walk', color: '#2a2e38', accent: '#3a4050' });
  },
  // ---- Borderland ----
  bridge(c) {
    sky(c, '#d6dbe0', '#f1eee6', c.h * 0.6);
    towerBlock(c, c.w * 0.05, c.h * 0.55, 280, 160, '#a9a39a', '#fff', 0);
    churchTower(c, c.w * 0.62, c.h * 0.56, 90, 260, '#8f8a82');
    for (let i = 0; i < 6; i++) house(c, c.w * 0.35 + i * 120, c.h * 0.56, 100, 90, '#c9bfae', '#8a5a48');
    water(c, c.h * 0.62, '#b7c3c6', '#6e8187', 40);
    rect(c, 0, c.h * 0.7, c.w, 24, '#5a5650');
    crowd(c, 10, c.w * 0.05, c.w * 0.95, c.h * 0.69, c.h * 0.7, 120, 130, ['#33383f', '#5a4d44', '#2e4a6a'], 'walk');
  },
  blackboard(c) {
    room(c, ['#e6e1d0', '#d4ccb6'], ['#a89274', '#7e6a52']);
    rect(c, c.w * 0.15, c.h * 0.12, c.w * 0.7, c.h * 0.35, '#2f4a3a');
    for (let i = 0; i < 5; i++) rect(c, c.w * 0.2, c.h * (0.18 + i * 0.05), 180 + c.r() * 300, 6, '#e8efe8', 'opacity="0.8"');
    for (let i = 0; i < 5; i++) rect(c, c.w * 0.55, c.h * (0.18 + i * 0.05), 140 + c.r() * 260, 6, '#e8efe8', 'opacity="0.8"');
    for (let i = 0; i < 6; i++) {
      const x = 200 + (i % 3) * 480,
        y = c.h * (0.8 + Math.floor(i / 3) * 0.15);
      person(c, x - 50, y, 260 + Math.floor(i / 3) * 80, { pose: 'sit', color: casual[i], accent: casual[(i + 1) % 6] });
      person(c, x + 60, y, 260 + Math.floor(i / 3) * 80, { pose: 'sit', color: casual[(i + 2) % 6], accent: casual[(i + 4) % 6] });
      desk(c, x - 140, y - 60, 300, '#c79a5c');
    }
  },
  bus(c) {
    sky(c, '#2c3550', '#6b6f8a', c.h * 0.6);
    towerBlock(c, 0, c.h * 0.62, 400, 300, '#3a3e4c', '#ffd98a', 0.35);
    towerBlock(c, c.w * 0.7, c.h * 0.62, 480, 260, '#353949', '#ffd98a', 0.3);
    land(c, c.h * 0.62, 2, '#dfe3ea', 4);
    bus(c, c.w * 0.3, c.h * 0.8, 800, '#c8d44a', true);
    rect(c, c.w * 0.22, c.h * 0.5, 10, c.h * 0.3, '#222');
    rect(c, c.w * 0.2, c.h * 0.47, 60, 60, '#f2c200', 'rx="30"');
    clouds(c, 30, c.h * 0.62, c.h, '#ffffff', 0.3);
  },
  cafe(c) {
    room(c, ['#5a4636', '#6a5240'], ['#4a3a2c', '#2e241c']);
    windowLight(c, c.w * 0.1, 80, c.w * 0.8, 560, ['#dfe6ea', '#b8c4ca'], '#3a2e24', 3);
    person(c, c.w * 0.32, c.h * 0.95, 620, { pose: 'sit', color: '#6a3f3a', accent: '#7a4a44', hair: '#d8d2c8' });
    person(c, c.w * 0.66, c.h * 0.95, 600, { pose: 'sit', color: '#3a4a5a', accent: '#4a5a6a', hair: '#c8c0b0' });
    c.add(`<ellipse cx="${c.w / 2}" cy="${c.h * 0.72}" rx="220" ry="40" fill="#e9e2d6"/>`);
    rect(c, c.w / 2 - 10, c.h * 0.72, 20, c.h * 0.3, '#2a221a');
  },
  boxes(c) {
    room(c, ['#efe6d4', '#e2d6bf'], ['#b88c5a', '#8e6a44']);
    windowLight(c, c.w * 0.62, 70, 420, 520, ['#fff6dc', '#ffe3a8'], '#f7f2e8', 1);
    c.add(`<path d="M${c.w * 0.5},${c.h} L${c.w * 0.62},${c.h * 0.68} L${c.w * 0.88},${c.h * 0.68} L${c.w * 0.95},${c.h}z" fill="#ffe7b0" opacity="0.45"/>`);
    for (let i = 0; i < 9; i++) rect(c, 60 + (i % 5) * 170 + c.r() * 40, c.h * (0.62 + Math.floor(i / 5) * 0.14) + c.r() * 30, 150, 120, '#c39a62', 'stroke="#8d6a3a" stroke-width="3"');
    person(c, c.w * 0.42, c.h * 0.97, 560, { pose: 'bend', color: '#3a4a6a', accent: '#6a8aa8' });
    person(c, c.w * 0.22, c.h * 0.99, 320, { color: '#c04a3a', accent: '#d85a4a', hair: '#e0b070' });
  },
  bridgeNight(c) {
    sky(c, '#0c1226', '#2a3550', c.h * 0.62);
    churchTower(c, c.w * 0.7, c.h * 0.58, 80, 240, '#161c2c');
    water(c, c.h * 0.62, '#1c2438', '#0a0e18', 60, '#ffd98a');
    rect(c, 0, c.h * 0.7, c.w, 24, '#1a1a22');
    for (let i = 0; i < 5; i++) {
      rect(c, 150 + i * 330, c.h * 0.45, 8, c.h * 0.25, '#111');
      glow(c, 154 + i * 330, c.h * 0.45, 130, '#ffcf7a', 0.7);
    }
    person(c, c.w * 0.52, c.h * 0.7, 150, { pose: 'walk', color: '#1c1c22', accent: '#2a3a5a', skin: '#b09070' });
  },
  // ---- Shipyard ----
  keel(c) {
    sky(c, '#a7bccb', '#e0e6e8', c.h * 0.7);
    clouds(c, 8, 60, 360, '#fff', 0.5);
    rect(c, c.w * 0.1, c.h * 0.15, 40, c.h * 0.6, '#c0392b');
    rect(c, c.w * 0.85, c.h * 0.15, 40, c.h * 0.6, '#c0392b');
    rect(c, c.w * 0.1, c.h * 0.12, c.w * 0.78, 50, '#c0392b');
    c.add(`<line x1="${c.w * 0.48}" y1="${c.h * 0.17}" x2="${c.w * 0.48}" y2="${c.h * 0.38}" stroke="#333" stroke-width="6"/>`);
    rect(c, c.w * 0.36, c.h * 0.38, 380, 200, '#5f6b73');
    land(c, c.h * 0.75, 2, '#6b6760', 2);
    crowd(c, 5, c.w * 0.2, c.w * 0.8, c.h * 0.78, c.h * 0.95, 120, 200, ['#e86a1f', '#2f3a44', '#e2b430'], 'stand');
  },
  welder(c) {
    room(c, ['#101214', '#1a1d20'], ['#14161a', '#08090a'], c.h * 0.75);
    for (let i = 0; i < 5; i++) rect(c, 100 + i * 320, 0, 30, c.h, '#23272b');
    glow(c, c.w * 0.55, c.h * 0.55, 420, '#ffb24a', 0.85);
    glow(c, c.w * 0.55, c.h * 0.55, 90, '#fff8e0', 1);
    for (let i = 0; i < 40; i++) {
      const a = c.r() * Math.PI * 2,
        l = 30 + c.r() * 240;
      c.add(
        `<line x1="${c.w * 0.55}" y1="${c.h * 0.55}" x2="${round(c.w * 0.55 + Math.cos(a) * l)}" y2="${round(c.h * 0.55 + Math.sin(a) * l * 0.6 + l * 0.3)}" stroke="#ffd27a" stroke-width="2" opacity="0.8"/>`,
      );
    }
    person(c, c.w * 0.42, c.h * 1.02, 760, { pose: 'bend', color: '#2a2a28', accent: '#3a3832', skin: '#2c2c2c', hair: '#2c2c2c' });
  },
  meeting(c) {
    room(c, ['#5a6066', '#7a8086'], ['#4a4c4e', '#2c2e30'], c.h * 0.5);
    for (let i = 0; i < 6; i++) rect(c, 60 + i * 260, 30, 180, 240, '#c9d3da', 'opacity="0.6"');
    rect(c, c.w * 0.4, c.h * 0.38, c.w * 0.2, 60, '#2c2e30');
    person(c, c.w * 0.5, c.h * 0.4, 120, { color: '#222', accent: '#333' });
    crowd(c, 60, 0, c.w, c.h * 0.55, c.h * 1.05, 120, 480, ['#2f4a6a', '#e86a1f', '#35414a', '#3a4f6a'], 'back');
  },
  launch(c) {
    sky(c, '#8eb3d4', '#dfe9ef', c.h * 0.55);
    crane(c, c.w * 0.08, c.h * 0.55, 360, '#3a3f44');
    crane(c, c.w * 0.82, c.h * 0.55, 420, '#3a3f44', -0.6);
    water(c, c.h * 0.55, '#6f8fa0', '#2f4a5a', 60);
    ship(c, c.w * 0.2, c.h * 0.62, 900, '#b8322a', '#1e1e22', -4);
    clouds(c, 10, c.h * 0.58, c.h * 0.66, '#ffffff', 0.7);
    land(c, c.h * 0.84, 4, '#4a4a48', 10);
    crowd(c, 30, 0, c.w, c.h * 0.84, c.h * 1.02, 160, 300, casual, 'back');
  },
  craneCab(c) {
    sky(c, '#9ab6cc', '#e6ecef', c.h);
    rect(c, 0, c.h * 0.35, c.w, c.h * 0.65, '#6c7178');
    for (let i = 0; i < 12; i++) rect(c, c.r() * c.w, c.h * (0.4 + c.r() * 0.5), 40 + c.r() * 140, 20 + c.r() * 60, ['#c0392b', '#e2b430', '#3a5a7a', '#8a8f94'][i % 4]);
    ship(c, c.w * 0.3, c.h * 0.75, 700, '#b8322a', '#1e1e22');
    rect(c, 0, 0, c.w, 70, '#222');
    rect(c, 0, c.h - 120, c.w, 120, '#222');
    rect(c, c.w * 0.48, 0, 24, c.h, '#222');
    person(c, c.w * 0.12, c.h * 1.3, 900, { pose: 'sit', color: '#2f3a44', accent: '#e86a1f' });
  },
  gate(c) {
    sky(c, '#b6b8b8', '#dcdcd8', c.h * 0.6);
    crane(c, c.w * 0.6, c.h * 0.62, 420, '#4a4f54');
    crane(c, c.w * 0.2, c.h * 0.62, 320, '#4a4f54', 0.7);
    land(c, c.h * 0.62, 2, '#7a7874', 2);
    for (let x = 0; x < c.w; x += 40) rect(c, x, c.h * 0.45, 6, c.h * 0.3, '#5a5e62');
    rect(c, 0, c.h * 0.45, c.w, 8, '#5a5e62');
    rect(c, c.w * 0.38, c.h * 0.42, c.w * 0.24, c.h * 0.36, '#d6d6d2');
    person(c, c.w * 0.5, c.h * 0.9, 380, { pose: 'walk', color: '#2f3a44', accent: '#3f4a56', hair: '#9a9590' });
  },
  // ---- home and about ----
  cover(c) {
    sky(c, '#2c3550', '#e8906a', c.h * 0.62);
    glow(c, c.w * 0.72, c.h * 0.6, 420, '#ffc08a', 0.8);
    clouds(c, 10, 80, 420, '#5a4a60', 0.5);
    water(c, c.h * 0.6, '#c98a74', '#2a3348', 80, '#ffd0a8');
    mound(c, c.w * 0.36, c.h * 0.64, 520, 60, '#1e2228');
    house(c, c.w * 0.3, c.h * 0.6, 200, 90, '#1e2228', '#1a1c22', true);
  },
  portrait(c) {
    sky(c, '#9fb5c8', '#e6e9e6', c.h * 0.7);
    crane(c, c.w * 0.06, c.h * 0.7, 520, '#6f7a84', 0.8);
    crane(c, c.w * 0.7, c.h * 0.7, 600, '#7d8790', -0.5);
    water(c, c.h * 0.7, '#8fa3b0', '#5f7482', 40);
    person(c, c.w * 0.5, c.h * 1.32, 1550, { color: '#26282c', accent: '#2f3237', skin: '#d9b49a', hair: '#5a3a28' });
    rect(c, c.w * 0.53, c.h * 0.7, 130, 90, '#111', 'rx="12"');
    c.add(`<circle cx="${c.w * 0.53 + 65}" cy="${c.h * 0.7 + 45}" r="30" fill="#333"/>`);
  },
};

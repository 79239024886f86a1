import { describe, expect, it } from 'vitest';
import { fireDeptRegion } from './fire-dept-regions.ts';

describe('fireDeptRegion', () => {
  it.each([
    ['소방청', 'korea'],
    ['서울특별시소방재난본부', 'seoul'],
    ['경기도북부소방재난본부', 'gyeonggi-north'],
    ['경기도소방재난본부', 'gyeonggi'],
    ['충청남도소방본부', 'chungnam'],
    ['전북특별자치도소방본부', 'jeonbuk'],
    ['경상남도소방본부', 'gyeongnam'],
    ['제주특별자치도소방안전본부', 'jeju'],
  ])('%s → %s', (name, key) => {
    expect(fireDeptRegion(name)?.key).toBe(key);
  });

  it('returns null for other channels', () => {
    expect(fireDeptRegion('Fire Safety Education Network')).toBeNull();
  });
});

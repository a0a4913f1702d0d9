import { describe, expect, it } from 'vitest';
import { headingLevels, headingsInOrder, htmlProblems } from './htmlCheck.js';

describe('htmlProblems', () => {
  it('accepts a balanced page with void elements, raw style text and entities', () => {
    expect(
      htmlProblems(
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8" /><style>a>b{}</style></head><body><p id="x">A &amp; B<br></p></body></html>',
      ),
    ).toEqual([]);
  });
  it('finds unclosed, crossed and stray tags', () => {
    expect(htmlProblems('<div><p>text</div>')).not.toEqual([]);
    expect(htmlProblems('<p>open')).toEqual(['<p> never closed']);
    expect(htmlProblems('</p>')).toEqual(['</p> closes <nothing>']);
  });
  it('finds a bare ampersand and an unquoted attribute', () => {
    expect(htmlProblems('<p>A & B</p>')).toHaveLength(1);
    expect(htmlProblems('<p id=x>A</p>')).not.toEqual([]);
  });
});

describe('headingsInOrder', () => {
  it('wants one h1 first and no skipped level', () => {
    expect(headingsInOrder(headingLevels('<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>'))).toBe(true);
    expect(headingsInOrder(headingLevels('<h1>a</h1><h3>b</h3>'))).toBe(false);
    expect(headingsInOrder(headingLevels('<h2>a</h2><h1>b</h1>'))).toBe(false);
    expect(headingsInOrder(headingLevels('<h1>a</h1><h1>b</h1>'))).toBe(false);
  });
});

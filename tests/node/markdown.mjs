// Reading Markdown for the tests that run or type-check its code blocks.
import assert from 'node:assert/strict';

/** `[{ lang, code, line }]`: the fenced blocks of a Markdown text, with their first line's number. */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === '```');
    assert.ok(end > i, `line ${i + 1}: a code block that never closes`);
    const code = lines.slice(i + 1, end).map((l) => l.slice(open[1].length)).join('\n');
    blocks.push({ lang: open[2], code, line: i + 1 });
    i = end;
  }
  return blocks;
}

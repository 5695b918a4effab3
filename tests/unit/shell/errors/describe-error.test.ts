import { describe, expect, it } from 'vitest';
import { clip, describeRejection, fileOfStack } from '@/utils/error-log/describe-error';

describe('describing errors', () => {
  it('takes the file and position from the first frame of a stack (Chrome and Firefox formats)', () => {
    expect(
      fileOfStack(
        'Error: x\n    at load (http://127.0.0.1:45171/assets/App-1a.js:2:2537)\n    at b (http://127.0.0.1:45171/assets/c.js:1:1)',
      ),
    ).toBe('http://127.0.0.1:45171/assets/App-1a.js:2:2537');
    expect(fileOfStack('load@https://console.example/assets/App-1a.js:10:5\n')).toBe('https://console.example/assets/App-1a.js:10:5');
    expect(fileOfStack('Error: no frames')).toBe('');
  });

  it('fills the file of a rejection from its stack', () => {
    const error = new Error('late');
    error.stack = 'Error: late\n    at http://localhost:8080/assets/list.js:7:12';
    expect(describeRejection(error).file).toBe('http://localhost:8080/assets/list.js:7:12');
  });

  it('cuts very long texts so one runaway stack cannot fill the stored log', () => {
    expect(clip('x'.repeat(5000))).toHaveLength(4001);
    expect(clip('short')).toBe('short');
  });
});

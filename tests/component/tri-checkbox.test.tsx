import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TriCheckbox } from '@/components/pickers/tri-checkbox';
import { Checkbox } from '@/components/ui/checkbox';

// The permission trees draw their boxes with the tri-state checkbox: checked and indeterminate must look
// like the ui checkbox's checked box in both themes (issue 26, item 1: in dark mode they looked empty).

const classes = (testId: string) => Array.from(screen.getByTestId(testId).classList);
const checkedClasses = (list: readonly string[]) => list.filter((name) => name.includes('data-[state=checked]'));

describe('TriCheckbox', () => {
  it('carries the ui checkbox’s checked-state classes, the dark ones too', () => {
    render(
      <>
        <Checkbox checked data-testid="ui" />
        <TriCheckbox checked data-testid="tri" />
      </>,
    );
    const expected = checkedClasses(classes('ui'));
    expect(expected).toContain('dark:data-[state=checked]:bg-primary');
    expect(checkedClasses(classes('tri'))).toEqual(expected);
  });

  it('draws the indeterminate state with the same classes as the checked one', () => {
    render(
      <>
        <Checkbox checked data-testid="ui" />
        <TriCheckbox checked="indeterminate" data-testid="tri" />
      </>,
    );
    const expected = checkedClasses(classes('ui')).map((name) => name.replace('data-[state=checked]', 'data-[state=indeterminate]'));
    const indeterminate = classes('tri').filter((name) => name.includes('data-[state=indeterminate]'));
    expect(indeterminate).toEqual(expected);
  });
});

// One wheel: the disc with its status and spin button, beside how spins are earned and the odds.
import type { WheelView } from '@talih/contracts/engagement.ts';
import { Probabilities } from './Probabilities.tsx';
import { SpinSources } from './SpinSources.tsx';
import { WheelAction, WheelStatus } from './WheelControls.tsx';
import { WheelDisc } from './WheelDisc.tsx';
import { useWheelSpin } from './useWheelSpin.ts';

export function WheelPanel({ wheel }: { wheel: WheelView }) {
  const { angle, phase, result, start } = useWheelSpin(wheel);
  return (
    <div className="eng-wheel-grid">
      <div className="eng-card eng-wheel-card">
        <WheelDisc wheel={wheel} angle={angle} />
        <WheelStatus wheel={wheel} phase={phase} result={result} />
        <WheelAction wheel={wheel} phase={phase} onSpin={start} />
      </div>
      <div className="eng-stack">
        <SpinSources wheel={wheel} />
        <Probabilities wheel={wheel} />
      </div>
    </div>
  );
}

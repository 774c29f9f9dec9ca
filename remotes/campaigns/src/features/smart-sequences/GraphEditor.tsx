import { ErrorPanel, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type LiveEditPlan, type StepKind, stepKindInfo } from '@outreach/core/outreach';
import { Handle, type Node, type NodeProps, Position, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { useMemo, useRef, useState } from 'react';
import { useCampaign } from '../builder/builder.api';
import { ensureBuilderStyles } from '../builder/builder.styles';
import { LiveEditDialog } from '../builder/LiveEditDialog';
import { SenderPicker } from '../builder/SenderPicker';
import { FailureNotice } from '../builder/StartRefusal';
import { CanvasControls, fitViewOptions } from './CanvasControls';
import { ensureFlowStyles } from './flow.styles';
import { branchColours, type GraphNode, type NodeSize, removeNode } from './graph-model';
import { newSmartSequenceId } from './smart-draft';

type StepNodeData = GraphNode['data'] & { isStart: boolean; invalid: boolean };
type StepNodeType = Node<StepNodeData, 'step'>;

function StepNode({ data, selected }: NodeProps<StepNodeType>) {
  const t = useT('builder');
  const branches = stepKindInfo[data.step.kind]?.branches;
  const classes = [
    'smart-node',
    selected ? 'smart-node--selected' : '',
    data.invalid ? 'smart-node--invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-testid="smart-node">
      <Handle type="target" position={Position.Top} />
      {data.isStart ? <span className="smart-node__start">{t('smart.start')}</span> : null}
      {t(`kinds.${data.step.kind}`)}
      <Handle
        type="source"
        id="positive"
        position={Position.Bottom}
        style={{ left: branches ? '30%' : '50%', background: branchColours.positive }}
        title={t('smart.yes')}
      />
      {branches ? (
        <Handle
          type="source"
          id="negative"
          position={Position.Bottom}
          style={{ left: '70%', background: branchColours.negative }}
          title={t('smart.no')}
        />
      ) : null}
    </div>
  );
}

import {
  canvasChanges,
  type Notice,
  SelectedStepPanel,
  SmartToolbar,
  sequenceErrors,
  useGraph,
  useNodePlacement,
  useSaveSmartSequence,
  useStartSmartSequence,
  useSmartDraft,
} from './graph-editor-parts';
const nodeTypes = { step: StepNode };
// fitViewOptions (CanvasControls): a new sequence's first node is not blown up to twice its size
// (the library's default maximum), which pushed the next nodes off the canvas.

/**
 * The smart-sequence canvas (spec: outreach §2 /smart-sequences/edit/:id):
 * add steps from the catalogue, link yes (green) and no (red) branches, move
 * and delete nodes; saving refuses "Please, fix all unconnected elements!".
 * With the id `new` (issue 15 item 7) the sequence is a local draft until its
 * first save creates the campaign.
 */
export function GraphEditor({ id }: { id: string }) {
  return (
    <ReactFlowProvider>
      <GraphEditorCanvas id={id} />
    </ReactFlowProvider>
  );
}

function GraphEditorCanvas({ id }: { id: string }) {
  ensureBuilderStyles();
  ensureFlowStyles();
  const t = useT('builder');
  const isNew = id === newSmartSequenceId;
  const campaign = useCampaign(isNew ? undefined : id);
  const savingNow = useRef(false);
  const { draft, setDraft, showRestored, discard } = useSmartDraft(id, campaign, savingNow);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [kindToAdd, setKindToAdd] = useState<StepKind>('send_message');
  const [notice, setNotice] = useState<Notice>(null);
  const [plan, setPlan] = useState<LiveEditPlan | null>(null);
  const [saving, setSaving] = useState(false);
  const [sizes, setSizes] = useState<Readonly<Record<string, NodeSize>>>({});

  const steps = draft?.steps ?? [];
  const errors = useMemo(() => sequenceErrors(steps, campaign.data), [steps, campaign.data]);
  const startKey = [...steps].sort((a, b) => a.number - b.number)[0]?.key ?? null;
  const { nodes, edges } = useGraph({ draft, sizes, selectedKey, startKey, errors, notice });
  const { onAdd, onAutoLayout } = useNodePlacement({
    steps,
    nodes,
    sizes,
    selectedKey,
    kindToAdd,
    setDraft,
    setSelectedKey,
  });
  const { setSteps, onNodesChange, onEdgesChange, onConnect } = canvasChanges(
    nodes,
    setDraft,
    setSelectedKey,
    setSizes,
  );

  const onDiscardDraft = () => {
    discard();
    setSelectedKey(null);
    setNotice(null);
  };
  const onDelete = (key: string) => {
    setSteps((current) => removeNode(current, key));
    setSelectedKey(null);
  };

  const editing = { id, campaign, draft, errors, savingNow, setSaving, setNotice, setSelectedKey };
  const { save, saveNow } = useSaveSmartSequence({ ...editing, setPlan });
  const start = useStartSmartSequence(editing);

  if (!isNew && (campaign.isPending || (campaign.isSuccess && !draft)))
    return <Spinner label={t('actions.loading')} />;
  if ((!isNew && campaign.isError) || !draft) {
    return <ErrorPanel title={t('actions.loadFailed')} message={campaign.error?.message} />;
  }
  const selected = steps.find((step) => step.key === selectedKey) ?? null;

  return (
    <div>
      <SmartToolbar
        name={draft.name}
        onName={(name) => setDraft({ ...draft, name })}
        kindToAdd={kindToAdd}
        emailOnly={campaign.data?.is_email_only ?? false}
        onKind={setKindToAdd}
        onAdd={onAdd}
        onDelete={selected ? () => onDelete(selected.key) : null}
        onSave={() => void save()}
        onStart={start ? () => void start() : null}
        saving={saving}
        onDiscardDraft={isNew && (showRestored || draft.steps.length > 0) ? onDiscardDraft : null}
      />
      {isNew && showRestored ? <p className="smart-draft-note">{t('smart.draftRestored')}</p> : null}
      {isNew && !showRestored ? <p className="smart-draft-note">{t('smart.draftHint')}</p> : null}
      <SenderPicker
        selected={draft.credentials ?? []}
        onChange={(senders) => setDraft({ ...draft, credentials: senders })}
      />
      <FailureNotice failure={notice} />
      <div className="smart-layout">
        <section className="smart-canvas" aria-label={t('smart.canvas')}>
          <CanvasControls onAutoLayout={onAutoLayout} empty={steps.length === 0} />
          <ReactFlow
            {...{ nodes, edges, nodeTypes, onNodesChange, onEdgesChange, onConnect, fitViewOptions }}
            onPaneClick={() => setSelectedKey(null)}
            deleteKeyCode={['Backspace', 'Delete']}
            ariaLabelConfig={{
              'node.a11yDescription.default': t('flow.nodeDescription'),
              'node.a11yDescription.keyboardDisabled': t('flow.nodeDescriptionNoKeyboard'),
              'edge.a11yDescription.default': t('flow.edgeDescription'),
            }}
            fitView
          />
        </section>
        <SelectedStepPanel
          selected={selected}
          startKey={startKey}
          errors={errors}
          credentialId={draft.credentials?.[0] ?? campaign.data?.credentials[0] ?? null}
          setSteps={setSteps}
        />
      </div>
      {plan && campaign.data ? (
        <LiveEditDialog
          plan={plan}
          oldSteps={campaign.data.sequence}
          newSteps={steps}
          saving={saving}
          onConfirm={() => void saveNow()}
          onCancel={() => setPlan(null)}
        />
      ) : null}
    </div>
  );
}

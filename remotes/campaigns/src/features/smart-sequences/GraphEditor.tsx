import { Button, ErrorPanel, Input, Select, showNotification, Spinner } from '@outreach/design-system';
import { useNavigate, useSession, useT } from '@outreach/sdk';
import {
  type LiveEditPlan,
  minimumStepDelayHours,
  planLiveEdit,
  type StepJson,
  type StepKind,
  stepKindInfo,
  validateCampaign,
} from '@outreach/core/outreach';
import { useQueryClient } from '@tanstack/react-query';
import {
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  Handle,
  type Node,
  type NodeChange,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type CampaignDraft,
  campaignKey,
  completedKeysOf,
  createCampaign,
  fetchProgress,
  isRunning,
  updateCampaign,
  useCampaign,
} from '../builder/builder.api';
import { stepCatalogue, updateConfig, updateStep } from '../builder/builder-model';
import { ensureBuilderStyles } from '../builder/builder.styles';
import { LiveEditDialog } from '../builder/LiveEditDialog';
import { StepEditor } from '../builder/StepEditor';
import { useStepErrorText } from '../builder/useStepErrorText';
import { CanvasControls, fitViewOptions } from './CanvasControls';
import { isInside, panToShow, placeNewNode, visibleArea } from './canvas-view';
import { ensureFlowStyles } from './flow.styles';
import { estimatedNodeSize, layoutGraph } from './graph-layout';
import {
  addNode,
  branchColours,
  connect,
  disconnect,
  type GraphNode,
  type NodeSize,
  positionsOf,
  removeNode,
  toEdges,
  toNodes,
  withMeasuredSizes,
} from './graph-model';
import { newSmartSequenceId, readSmartDraft, type SmartSequenceDraft, writeSmartDraft } from './smart-draft';

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

const nodeTypes = { step: StepNode };

type Draft = SmartSequenceDraft;

function sizeOf(size: NodeSize | undefined) {
  return {
    width: size?.width || estimatedNodeSize.width,
    height: size?.height || estimatedNodeSize.height,
  };
}

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
  const errorText = useStepErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flow = useReactFlow<StepNodeType>();
  const flowStore = useStoreApi<StepNodeType>();
  const space = useSession((state) => state.space);
  const isNew = id === newSmartSequenceId;
  const campaign = useCampaign(isNew ? undefined : id);
  const freshDraft = (): Draft => ({ name: t('smart.newName'), steps: [], positions: [] });
  const [restored] = useState(() => (isNew ? readSmartDraft(space) : null));
  const [draft, setDraft] = useState<Draft | null>(() => (isNew ? (restored ?? freshDraft()) : null));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const savingNow = useRef(false);
  const [loadedRevision, setLoadedRevision] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [kindToAdd, setKindToAdd] = useState<StepKind>('send_message');
  const [notice, setNotice] = useState<string | null>(null);
  const [plan, setPlan] = useState<LiveEditPlan | null>(null);
  const [saving, setSaving] = useState(false);
  const [sizes, setSizes] = useState<Readonly<Record<string, NodeSize>>>({});

  // A new sequence's draft is kept per workspace until the first save (an untouched one is not).
  useEffect(() => {
    if (!isNew || !draft || savingNow.current) return;
    const untouched = draft.steps.length === 0 && draft.name === t('smart.newName');
    writeSmartDraft(space, untouched ? null : draft);
  }, [isNew, draft, space, t]);

  useEffect(() => {
    const data = campaign.data;
    if (!data) return;
    const revision = `${data._id}:${data.revision}`;
    if (revision === loadedRevision) return;
    setLoadedRevision(revision);
    setDraft({ name: data.name, steps: data.sequence, positions: data.sequences_nodes ?? [] });
  }, [campaign.data, loadedRevision]);

  const steps = draft?.steps ?? [];
  const errors = useMemo(
    () =>
      validateCampaign({
        isEmailOnly: campaign.data?.is_email_only ?? false,
        sequenceType: 'smart',
        steps,
        minimumDelayHours: minimumStepDelayHours,
        knownCustomFields: (campaign.data?.searches ?? []).flatMap(
          (search) => search.custom_fields_keys ?? [],
        ),
      }),
    [steps, campaign.data],
  );
  const invalidKeys = useMemo(() => new Set(errors.map((error) => error.stepKey)), [errors]);
  const startKey = [...steps].sort((a, b) => a.number - b.number)[0]?.key ?? null;

  const nodes: StepNodeType[] = useMemo(
    () =>
      toNodes(steps, draft?.positions ?? [], sizes).map((node) => ({
        ...node,
        selected: node.id === selectedKey,
        data: {
          ...node.data,
          isStart: node.id === startKey,
          invalid: notice !== null && invalidKeys.has(node.id),
        },
      })),
    [steps, draft?.positions, sizes, selectedKey, startKey, invalidKeys, notice],
  );
  const edges = useMemo(() => toEdges(steps), [steps]);

  const setSteps = (change: (current: StepJson[]) => StepJson[]) =>
    setDraft((current) => (current ? { ...current, steps: change(current.steps) } : current));

  const onNodesChange = (changes: NodeChange<StepNodeType>[]) => {
    for (const change of changes) {
      if (change.type === 'remove') setSteps((current) => removeNode(current, change.id));
      if (change.type === 'select' && change.selected) setSelectedKey(change.id);
    }
    // Without the measured sizes React Flow keeps the nodes hidden and finds no handle to link.
    setSizes((current) => withMeasuredSizes(current, changes));
    const moved = changes.filter((change) => change.type === 'position');
    if (moved.length > 0) {
      const next = applyNodeChanges(moved, nodes);
      setDraft((current) => (current ? { ...current, positions: positionsOf(next) } : current));
    }
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    for (const change of changes)
      if (change.type === 'remove') setSteps((current) => disconnect(current, change.id));
  };
  const onConnect = (connection: Connection) => {
    setSteps((current) =>
      connect(current, connection.source, connection.target, connection.sourceHandle ?? null),
    );
  };

  const onAdd = () => {
    const next = addNode(steps, kindToAdd);
    const added = next[next.length - 1];
    if (!added) return;
    // issue 15 item 7: the new node lands in what the user sees (below the selected step, else
    // the centre), and the view pans to it when there is no room in view.
    const { transform, width, height } = flowStore.getState();
    const viewport = { x: transform[0], y: transform[1], zoom: transform[2] };
    const area = visibleArea(viewport, { width, height });
    const rects = nodes.map((node) => ({ id: node.id, ...node.position, ...sizeOf(sizes[node.id]) }));
    const anchor = rects.find((rect) => rect.id === selectedKey) ?? null;
    const spot = placeNewNode({ area, nodes: rects, anchor });
    // Every node keeps the place it is drawn at, so a default place can not move when numbers change.
    const positions = [...positionsOf(nodes), { id: added.key, ...spot }];
    setDraft((current) => (current ? { ...current, steps: next, positions } : current));
    setSelectedKey(added.key);
    const size = estimatedNodeSize;
    if (!isInside({ ...spot, ...size }, area))
      void flow.setViewport(panToShow(viewport, area, { ...spot, ...size }));
  };
  const onAutoLayout = () => {
    // No undo on the canvas: the layout is kept like a drag is, until Save or another move.
    const positions = layoutGraph(steps, sizes);
    setDraft((current) => (current ? { ...current, positions } : current));
    void flow.fitView(fitViewOptions);
  };
  const onDiscardDraft = () => {
    writeSmartDraft(space, null);
    setDraft(freshDraft());
    setShowRestored(false);
    setSelectedKey(null);
    setNotice(null);
  };
  const onDelete = () => {
    if (!selectedKey) return;
    setSteps((current) => removeNode(current, selectedKey));
    setSelectedKey(null);
  };

  const saveNow = async () => {
    // One save at a time: a double click must not create two campaigns.
    if (!draft || savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    const body = {
      name: draft.name.trim(),
      sequences_type: 'smart',
      // The API numbers steps by their place in the list: the start (lowest number) goes first.
      sequence: [...draft.steps].sort((a, b) => a.number - b.number),
      sequences_nodes: positionsOf(toNodes(draft.steps, draft.positions)),
    } satisfies Partial<CampaignDraft>;
    try {
      if (isNew) {
        // The first save creates the campaign with its graph; the draft goes, the editor moves to it.
        const created = await createCampaign({
          ...body,
          type: 'smart',
          is_email_only: false,
          credentials: [],
        });
        queryClient.setQueryData(campaignKey(created._id), created);
        writeSmartDraft(space, null);
        void queryClient.invalidateQueries({ queryKey: ['workflows'] });
        showNotification({ type: 'success', title: t('actions.saved') });
        navigate(`/smart-sequences/edit/${encodeURIComponent(created._id)}`, { replace: true });
        return;
      }
      const saved = await updateCampaign(id, body);
      queryClient.setQueryData(campaignKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['workflows'] });
      setPlan(null);
      showNotification({ type: 'success', title: t('actions.saved') });
    } catch (error) {
      savingNow.current = false;
      const message = error instanceof Error ? error.message : String(error);
      setNotice(message);
      showNotification({ type: 'danger', title: message });
    } finally {
      if (!isNew) savingNow.current = false;
      setSaving(false);
    }
  };

  const save = async () => {
    // spec: outreach §5 "Graph must have no unconnected elements before save", §8 message.
    const unconnected = errors.find((error) => error.code === 'unconnected');
    if (unconnected) {
      const message = errorText(unconnected);
      setNotice(message);
      showNotification({ type: 'danger', title: message });
      return;
    }
    if (errors.length > 0) {
      setNotice(t('actions.resolveErrors'));
      showNotification({ type: 'danger', title: t('actions.resolveErrors') });
      const first = errors.find((error) => error.stepKey)?.stepKey;
      if (first) setSelectedKey(first);
      return;
    }
    setNotice(null);
    if (isRunning(campaign.data) && campaign.data) {
      try {
        const rows = await fetchProgress(id);
        setPlan(planLiveEdit(campaign.data.sequence, steps, completedKeysOf(rows), 'smart'));
      } catch (error) {
        setNotice(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    await saveNow();
  };

  if (!isNew && (campaign.isPending || (campaign.isSuccess && !draft)))
    return <Spinner label={t('actions.loading')} />;
  if ((!isNew && campaign.isError) || !draft) {
    return <ErrorPanel title={t('actions.loadFailed')} message={campaign.error?.message} />;
  }
  const selected = steps.find((step) => step.key === selectedKey) ?? null;
  const kindOptions = stepCatalogue.flatMap(({ kinds }) =>
    kinds
      .filter((kind) => !campaign.data?.is_email_only || stepKindInfo[kind].channel !== 'social')
      .map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
  );

  return (
    <div>
      <div className="smart-toolbar">
        <Input
          label={t('fields.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <Select
          label={t('catalogue.title')}
          value={kindToAdd}
          options={kindOptions}
          onChange={(event) => setKindToAdd(event.target.value as StepKind)}
        />
        <Button variant="secondary" onClick={onAdd}>
          {t('smart.addStep')}
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={!selected}>
          {t('smart.deleteStep')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('actions.save')}
        </Button>
        {isNew && (showRestored || draft.steps.length > 0) ? (
          <Button variant="ghost" onClick={onDiscardDraft}>
            {t('smart.discardDraft')}
          </Button>
        ) : null}
      </div>
      {isNew && showRestored ? <p className="smart-draft-note">{t('smart.draftRestored')}</p> : null}
      {isNew && !showRestored ? <p className="smart-draft-note">{t('smart.draftHint')}</p> : null}
      {notice ? (
        <div className="builder__notice" role="alert">
          {notice}
        </div>
      ) : null}
      <div className="smart-layout">
        <section className="smart-canvas" aria-label={t('smart.canvas')}>
          <CanvasControls onAutoLayout={onAutoLayout} empty={steps.length === 0} />
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onPaneClick={() => setSelectedKey(null)}
            deleteKeyCode={['Backspace', 'Delete']}
            fitView
            // A new sequence's first node is not blown up to twice its size (the library's default
            // maximum), which pushed the next nodes off the canvas.
            fitViewOptions={fitViewOptions}
          />
        </section>
        {selected ? (
          <StepEditor
            key={selected.key}
            step={selected}
            isFirst={selected.key === startKey}
            errors={errors.filter((error) => error.stepKey === selected.key && error.code !== 'unconnected')}
            customFields={[]}
            credentialId={campaign.data?.credentials[0] ?? null}
            onChange={(patch) => setSteps((current) => updateStep(current, selected.key, patch))}
            onConfigChange={(name, value) =>
              setSteps((current) => updateConfig(current, selected.key, name, value))
            }
          />
        ) : (
          <p className="builder__panel">{t('smart.selectHint')}</p>
        )}
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

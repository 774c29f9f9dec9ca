import { Button, Input, Select, showNotification } from '@outreach/design-system';
import { lockedFeatureRequest, requestUpgrade, useNavigate, useSession, useT } from '@outreach/sdk';
import { useFeatures } from '@outreach/sdk/account';
import { defaultTierOf, tierNames } from '@outreach/core/features';
import {
  type LiveEditPlan,
  lockedKindFeature,
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
  type Node,
  type NodeChange,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import {
  type CampaignDraft,
  campaignKey,
  completedKeysOf,
  createCampaign,
  fetchProgress,
  isRunning,
  startCampaign,
  updateCampaign,
  type useCampaign,
} from '../builder/builder.api';
import { stepCatalogue, updateConfig, updateStep } from '../builder/builder-model';
import { StepEditor } from '../builder/StepEditor';
import { type StartRefusal, startRefusalOf } from '../builder/StartRefusal';
import { useStepErrorText } from '../builder/useStepErrorText';
import { fitViewOptions } from './CanvasControls';
import { isInside, panToShow, placeNewNode, visibleArea } from './canvas-view';
import { estimatedNodeSize, layoutGraph } from './graph-layout';
import {
  addNode,
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

type Draft = SmartSequenceDraft;

/** What the editor's notice shows: a refused start (its step and fix), another failure's text, or nothing. */
export type Notice = string | StartRefusal | null;

/**
 * The sequence being edited: a new one starts from the workspace's kept draft (or a fresh one) and
 * is kept per workspace until the first save (an untouched one is not); a saved one follows the
 * campaign's revisions.
 */
export function useSmartDraft(
  id: string,
  campaign: ReturnType<typeof useCampaign>,
  savingNow: { current: boolean },
) {
  const t = useT('builder');
  const space = useSession((state) => state.space);
  const isNew = id === newSmartSequenceId;
  const freshDraft = (): Draft => ({ name: t('smart.newName'), steps: [], positions: [], credentials: [] });
  const [restored] = useState(() => (isNew ? readSmartDraft(space) : null));
  const [draft, setDraft] = useState<Draft | null>(() => (isNew ? (restored ?? freshDraft()) : null));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [loadedRevision, setLoadedRevision] = useState<string | null>(null);

  useEffect(() => {
    if (!isNew || !draft || savingNow.current) return;
    const untouched =
      draft.steps.length === 0 && draft.name === t('smart.newName') && (draft.credentials ?? []).length === 0;
    writeSmartDraft(space, untouched ? null : draft);
  }, [isNew, draft, space, t, savingNow]);

  useEffect(() => {
    const data = campaign.data;
    if (!data) return;
    const revision = `${data._id}:${data.revision}`;
    if (revision === loadedRevision) return;
    setLoadedRevision(revision);
    setDraft({
      name: data.name,
      steps: data.sequence,
      positions: data.sequences_nodes ?? [],
      credentials: data.credentials,
    });
  }, [campaign.data, loadedRevision]);

  /** Drops a new sequence's kept draft and starts afresh. */
  const discard = () => {
    writeSmartDraft(space, null);
    setDraft(freshDraft());
    setShowRestored(false);
  };

  return { draft, setDraft, showRestored, discard };
}

/** What a save sends: the name, the steps with their links, and where each node sits. */
function smartBody(draft: Draft) {
  return {
    name: draft.name.trim(),
    sequences_type: 'smart',
    // The API numbers steps by their place in the list: the start (lowest number) goes first.
    sequence: [...draft.steps].sort((a, b) => a.number - b.number),
    sequences_nodes: positionsOf(toNodes(draft.steps, draft.positions)),
    credentials: draft.credentials ?? [],
  } satisfies Partial<CampaignDraft>;
}

/** Shows why Save or Start is refused (and selects the step at fault); true when it is. */
function refuseWithErrors(
  refusal: ReturnType<typeof saveRefusal>,
  setNotice: (notice: Notice) => void,
  setSelectedKey: (key: string) => void,
): boolean {
  setNotice(refusal?.message ?? null);
  if (!refusal) return false;
  showNotification({ type: 'danger', title: refusal.message });
  if (refusal.select) setSelectedKey(refusal.select);
  return true;
}

/** A save's or start's failure, in the editor's notice (a refused start with its step and fix) and as a notification. */
function showFailure(error: unknown, setNotice: (notice: Notice) => void) {
  const message = error instanceof Error ? error.message : String(error);
  setNotice(startRefusalOf(error) ?? message);
  showNotification({ type: 'danger', title: message });
}

/**
 * Start (issue 26 item 1): a saved draft sequence is saved, then started, from the editor as from
 * the list's row menu; refused as Save is while the rules find errors, and the server's refusal
 * is shown as a save's. Null when there is nothing to start (a new or already started sequence).
 */
export function useStartSmartSequence({
  id,
  campaign,
  draft,
  errors,
  savingNow,
  setSaving,
  setNotice,
  setSelectedKey,
}: {
  id: string;
  campaign: ReturnType<typeof useCampaign>;
  draft: Draft | null;
  errors: ReturnType<typeof sequenceErrors>;
  savingNow: { current: boolean };
  setSaving: (saving: boolean) => void;
  setNotice: (notice: Notice) => void;
  setSelectedKey: (key: string) => void;
}): (() => Promise<void>) | null {
  const t = useT('builder');
  const errorText = useStepErrorText();
  const queryClient = useQueryClient();
  if (!draft || id === newSmartSequenceId || campaign.data?.status !== 'draft') return null;
  return async () => {
    if (
      refuseWithErrors(saveRefusal(errors, errorText, t('actions.resolveErrors')), setNotice, setSelectedKey)
    )
      return;
    if (savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    try {
      await updateCampaign(id, smartBody(draft));
      queryClient.setQueryData(campaignKey(id), await startCampaign(id));
      void queryClient.invalidateQueries({ queryKey: ['workflows'] });
      showNotification({ type: 'success', title: t('actions.started') });
    } catch (error) {
      showFailure(error, setNotice);
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };
}

/** Saves the sequence: the first save of a new one creates the campaign and moves the editor to it. */
export function useSaveSmartSequence({
  id,
  campaign,
  draft,
  errors,
  savingNow,
  setSaving,
  setPlan,
  setNotice,
  setSelectedKey,
}: {
  id: string;
  campaign: ReturnType<typeof useCampaign>;
  draft: Draft | null;
  errors: ReturnType<typeof sequenceErrors>;
  savingNow: { current: boolean };
  setSaving: (saving: boolean) => void;
  setPlan: (plan: LiveEditPlan | null) => void;
  setNotice: (notice: Notice) => void;
  setSelectedKey: (key: string) => void;
}) {
  const t = useT('builder');
  const errorText = useStepErrorText();
  const steps = draft?.steps ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const space = useSession((state) => state.space);
  const isNew = id === newSmartSequenceId;
  const saveNow = async () => {
    // One save at a time: a double click must not create two campaigns.
    if (!draft || savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    const body = smartBody(draft);
    try {
      if (isNew) {
        // The first save creates the campaign with its graph; the draft goes, the editor moves to it.
        const created = await createCampaign({
          ...body,
          type: 'smart',
          is_email_only: false,
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
      showFailure(error, setNotice);
    } finally {
      if (!isNew) savingNow.current = false;
      setSaving(false);
    }
  };

  /** Save: refused while the rules find errors; a running campaign first shows what changes for its prospects. */
  const save = async () => {
    if (
      refuseWithErrors(saveRefusal(errors, errorText, t('actions.resolveErrors')), setNotice, setSelectedKey)
    )
      return;
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
  return { save, saveNow };
}

/** Adding a step where the user sees it, and the automatic layout. */
export function useNodePlacement({
  steps,
  nodes,
  sizes,
  selectedKey,
  kindToAdd,
  setDraft,
  setSelectedKey,
}: {
  steps: StepJson[];
  nodes: StepNodeType[];
  sizes: Readonly<Record<string, NodeSize>>;
  selectedKey: string | null;
  kindToAdd: StepKind;
  setDraft: Dispatch<SetStateAction<Draft | null>>;
  setSelectedKey: (key: string) => void;
}) {
  const flow = useReactFlow<StepNodeType>();
  const flowStore = useStoreApi<StepNodeType>();
  const onAdd = () => {
    const next = addNode(steps, kindToAdd);
    const added = next[next.length - 1];
    if (!added) return;
    const { viewport, area, spot } = newNodePlace(flowStore.getState(), nodes, sizes, selectedKey);
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
  return { onAdd, onAutoLayout };
}

/** The name, the step catalogue, and the canvas's actions. */
export function SmartToolbar({
  name,
  onName,
  kindToAdd,
  onKind,
  onAdd,
  onDelete,
  onSave,
  onStart,
  saving,
  onDiscardDraft,
  emailOnly,
}: {
  name: string;
  onName: (name: string) => void;
  kindToAdd: StepKind;
  /** An email-only campaign offers no social steps. */
  emailOnly: boolean;
  onKind: (kind: StepKind) => void;
  onAdd: () => void;
  /** Deletes the selected step; null when none is. */
  onDelete: (() => void) | null;
  onSave: () => void;
  /** Saves and starts a draft sequence; null when there is nothing to start. */
  onStart: (() => void) | null;
  saving: boolean;
  /** Drops a new sequence's kept draft; null when there is none. */
  onDiscardDraft: (() => void) | null;
}) {
  const t = useT('builder');
  const features = useFeatures().data;
  // issue 26 item 6: the campaign builder's rule (core's table); a locked kind names its plan and
  // Add opens the upgrade prompt instead of adding it. Open until the features are known.
  const lockedFlag = (kind: StepKind) => (features === undefined ? null : lockedKindFeature(kind, features));
  const kindOptions = stepCatalogue.flatMap(({ kinds }) =>
    kinds
      .filter((kind) => !emailOnly || stepKindInfo[kind].channel !== 'social')
      .map((kind) => {
        const flag = lockedFlag(kind);
        const tier = flag ? defaultTierOf(flag) : null;
        return {
          value: kind,
          label: tier
            ? t('smart.lockedKind', { kind: t(`kinds.${kind}`), tier: tierNames[tier] ?? tier })
            : t(`kinds.${kind}`),
        };
      }),
  );
  const add = () => {
    const flag = lockedFlag(kindToAdd);
    if (flag) requestUpgrade(lockedFeatureRequest(flag));
    else onAdd();
  };
  return (
    <div className="smart-toolbar">
      <Input label={t('fields.name')} value={name} onChange={(event) => onName(event.target.value)} />
      <Select
        label={t('catalogue.title')}
        value={kindToAdd}
        options={kindOptions}
        onChange={(event) => onKind(event.target.value as StepKind)}
      />
      <Button variant="secondary" onClick={add}>
        {t('smart.addStep')}
      </Button>
      <Button variant="danger" onClick={onDelete ?? undefined} disabled={!onDelete}>
        {t('smart.deleteStep')}
      </Button>
      <Button variant={onStart ? 'secondary' : 'primary'} onClick={onSave} loading={saving}>
        {t('actions.save')}
      </Button>
      {onStart ? (
        <Button onClick={onStart} loading={saving} title={t('actions.startHint')}>
          {t('actions.start')}
        </Button>
      ) : null}
      {onDiscardDraft ? (
        <Button variant="ghost" onClick={onDiscardDraft}>
          {t('smart.discardDraft')}
        </Button>
      ) : null}
    </div>
  );
}

/** The selected step's editor, or a hint to select one. */
export function SelectedStepPanel({
  selected,
  startKey,
  errors,
  credentialId,
  setSteps,
}: {
  selected: StepJson | null;
  startKey: string | null;
  errors: ReturnType<typeof sequenceErrors>;
  credentialId: string | null;
  setSteps: (change: (current: StepJson[]) => StepJson[]) => void;
}) {
  const t = useT('builder');
  return (
    <>
      {selected ? (
        <StepEditor
          key={selected.key}
          step={selected}
          isFirst={selected.key === startKey}
          errors={errors.filter((error) => error.stepKey === selected.key && error.code !== 'unconnected')}
          customFields={[]}
          credentialId={credentialId}
          onChange={(patch) => setSteps((current) => updateStep(current, selected.key, patch))}
          onConfigChange={(name, value) =>
            setSteps((current) => updateConfig(current, selected.key, name, value))
          }
        />
      ) : (
        <p className="builder__panel">{t('smart.selectHint')}</p>
      )}
    </>
  );
}

/** The draft as React Flow draws it: the nodes (selected, start, invalid once Save refused) and the links. */
export function useGraph({
  draft,
  sizes,
  selectedKey,
  startKey,
  errors,
  notice,
}: {
  draft: Draft | null;
  sizes: Readonly<Record<string, NodeSize>>;
  selectedKey: string | null;
  startKey: string | null;
  errors: ReturnType<typeof sequenceErrors>;
  notice: Notice;
}) {
  const invalidKeys = useMemo(() => new Set(errors.map((error) => error.stepKey)), [errors]);
  const nodes: StepNodeType[] = useMemo(
    () =>
      toNodes(draft?.steps ?? [], draft?.positions ?? [], sizes).map((node) => ({
        ...node,
        selected: node.id === selectedKey,
        data: {
          ...node.data,
          isStart: node.id === startKey,
          invalid: notice !== null && invalidKeys.has(node.id),
        },
      })),
    [draft?.steps, draft?.positions, sizes, selectedKey, startKey, invalidKeys, notice],
  );
  const edges = useMemo(() => toEdges(draft?.steps ?? []), [draft?.steps]);
  return { nodes, edges };
}

/**
 * Why Save does not go on, if it does not: spec outreach §5 "Graph must have no unconnected
 * elements before save" (§8 message), else any other error, selecting the first step that has one.
 */
export function saveRefusal(
  errors: ReturnType<typeof sequenceErrors>,
  errorText: ReturnType<typeof useStepErrorText>,
  resolveErrors: string,
): { message: string; select?: string | null } | null {
  const unconnected = errors.find((error) => error.code === 'unconnected');
  if (unconnected) return { message: errorText(unconnected) };
  if (errors.length === 0) return null;
  return { message: resolveErrors, select: errors.find((error) => error.stepKey)?.stepKey };
}

/** What React Flow's changes do to the draft: remove, select, measure, move, link and unlink. */
export function canvasChanges(
  nodes: StepNodeType[],
  setDraft: Dispatch<SetStateAction<Draft | null>>,
  setSelectedKey: (key: string) => void,
  setSizes: Dispatch<SetStateAction<Readonly<Record<string, NodeSize>>>>,
) {
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
  return { setSteps, onNodesChange, onEdgesChange, onConnect };
}

/** What the rules find wrong in the sequence's steps. */
export function sequenceErrors(steps: StepJson[], campaign: ReturnType<typeof useCampaign>['data']) {
  return validateCampaign({
    isEmailOnly: campaign?.is_email_only ?? false,
    sequenceType: 'smart',
    steps,
    minimumDelayHours: minimumStepDelayHours,
    knownCustomFields: (campaign?.searches ?? []).flatMap((search) => search.custom_fields_keys ?? []),
  });
}

/**
 * issue 15 item 7: a new node lands in what the user sees (below the selected step, else the
 * centre); the caller pans the view to it when there is no room in view.
 */
export function newNodePlace(
  { transform, width, height }: { transform: [number, number, number]; width: number; height: number },
  nodes: StepNodeType[],
  sizes: Readonly<Record<string, NodeSize>>,
  selectedKey: string | null,
) {
  const viewport = { x: transform[0], y: transform[1], zoom: transform[2] };
  const area = visibleArea(viewport, { width, height });
  const rects = nodes.map((node) => ({ id: node.id, ...node.position, ...sizeOf(sizes[node.id]) }));
  const anchor = rects.find((rect) => rect.id === selectedKey) ?? null;
  return { viewport, area, spot: placeNewNode({ area, nodes: rects, anchor }) };
}

function sizeOf(size: NodeSize | undefined) {
  return {
    width: size?.width || estimatedNodeSize.width,
    height: size?.height || estimatedNodeSize.height,
  };
}

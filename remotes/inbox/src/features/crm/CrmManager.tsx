import { Button, EmptyState, ErrorPanel, Select, Spinner } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { useEffect, useState } from 'react';
import type { DealMove } from './board-moves';
import { CrmBoard } from './components/CrmBoard';
import { ConfirmModal } from './components/ConfirmModal';
import { DealModal } from './components/DealModal';
import { DeleteStageModal } from './components/DeleteStageModal';
import { NameModal } from './components/NameModal';
import { StageModal } from './components/StageModal';
import { ensureCrmStyles } from './crm.styles';
import { seededName } from './seeded-names';
import type { DealJson, StageJson } from '@outreach/core/outreach';
import { useDeletePipeline, useMoveDeal, usePipelines, useSavePipeline, useStages } from './hooks/useCrm';

type Dialog =
  | { kind: 'deal'; deal: DealJson | null }
  | { kind: 'stage'; stage: StageJson | null }
  | { kind: 'deleteStage'; stage: StageJson }
  | { kind: 'pipeline'; rename: boolean }
  | { kind: 'deletePipeline' }
  | null;

/**
 * The built-in CRM (/crm/manage/default). spec outreach §6: "A locked feature shows an upgrade
 * prompt": a plan without native_crm gets it (the API answers 403 too), and no pipeline is asked for.
 */
export function CrmManager() {
  const t = useT('inbox');
  const features = useFeatures();
  const navigate = useNavigate();
  if (features.isPending && features.fetchStatus !== 'idle') return <Spinner label={t('crmBoard.loading')} />;
  if (features.data !== undefined && !hasFeature(features.data, 'native_crm')) {
    return (
      <EmptyState
        title={t('crmBoard.lockedTitle')}
        description={t('crmBoard.lockedDescription')}
        action={<Button onClick={() => navigate('/pricing')}>{t('crmBoard.upgrade')}</Button>}
      />
    );
  }
  return <PipelineBoard />;
}

/** Pipeline choice and actions, the board, the modals. */
function PipelineBoard() {
  const t = useT('inbox');
  useEffect(() => ensureCrmStyles(), []);
  const pipelines = usePipelines();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = pipelines.data ?? [];
  const pipeline = list.find((entry) => entry._id === chosen) ?? list[0];
  const stages = useStages(pipeline?._id);
  const move = useMoveDeal(pipeline?._id ?? '');
  const savePipeline = useSavePipeline();
  const deletePipeline = useDeletePipeline();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setDeleteError(null);
  };

  if (pipelines.isPending) return <Spinner label={t('crmBoard.loading')} />;
  if (pipelines.isError || !pipeline) {
    return <ErrorPanel title={t('crmBoard.loadError')} onRetry={() => void pipelines.refetch()} />;
  }
  const board = stages.data ?? [];

  function moveDeal(dealMove: DealMove) {
    setMoveError(null);
    move.mutate(dealMove, {
      // The board is back as it was (useMoveDeal); say why, in the server's words.
      onError: (error) => setMoveError(error.message || t('crmBoard.moveFailed')),
    });
  }

  return (
    <div className="crm">
      <div className="crm-toolbar">
        <Select
          label={t('crmBoard.pipelineLabel')}
          value={pipeline._id}
          options={list.map((entry) => ({ value: entry._id, label: seededName(t, entry.name) }))}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button variant="secondary" onClick={() => setDialog({ kind: 'pipeline', rename: false })}>
          {t('crmBoard.newPipeline')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'pipeline', rename: true })}>
          {t('crmBoard.renamePipeline')}
        </Button>
        <Button variant="ghost" onClick={() => setDialog({ kind: 'deletePipeline' })}>
          {t('crmBoard.deletePipeline')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'stage', stage: null })}>
          {t('crmBoard.addStage')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'deal', deal: null })} disabled={board.length === 0}>
          {t('crmBoard.addDeal')}
        </Button>
      </div>
      {moveError && (
        <p role="alert" className="crm-form__error">
          {moveError}
        </p>
      )}
      {stages.isPending ? (
        <Spinner label={t('crmBoard.loading')} />
      ) : stages.isError ? (
        <ErrorPanel title={t('crmBoard.loadError')} onRetry={() => void stages.refetch()} />
      ) : board.length === 0 ? (
        <EmptyState title={t('crmBoard.noDeals')} />
      ) : (
        <CrmBoard
          stages={board}
          onMoveDeal={moveDeal}
          onOpenDeal={(deal) => setDialog({ kind: 'deal', deal })}
          onEditStage={(stage) => setDialog({ kind: 'stage', stage })}
          onDeleteStage={(stage) => setDialog({ kind: 'deleteStage', stage })}
        />
      )}

      {dialog?.kind === 'deal' && (
        <DealModal deal={dialog.deal} stages={board} stageId={board[0]?._id ?? ''} onClose={close} />
      )}
      {dialog?.kind === 'stage' && (
        <StageModal pipelineId={pipeline._id} stage={dialog.stage} onClose={close} />
      )}
      {dialog?.kind === 'deleteStage' && (
        <DeleteStageModal stage={dialog.stage} stages={board} onClose={close} />
      )}
      {dialog?.kind === 'pipeline' && (
        <NameModal
          title={dialog.rename ? t('crmBoard.renamePipeline') : t('crmBoard.newPipeline')}
          label={t('crmBoard.pipelineName')}
          initial={dialog.rename ? pipeline.name : ''}
          onSave={async (name) => {
            const saved = await savePipeline.mutateAsync({ id: dialog.rename ? pipeline._id : null, name });
            setChosen(saved._id);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'deletePipeline' && (
        <ConfirmModal
          title={t('crmBoard.deletePipelineConfirm', { name: seededName(t, pipeline.name) })}
          error={deleteError}
          busy={deletePipeline.isPending}
          onConfirm={() =>
            deletePipeline.mutate(pipeline._id, {
              onSuccess: () => {
                setChosen(null);
                close();
              },
              onError: (error) => setDeleteError(error.message),
            })
          }
          onClose={close}
        />
      )}
    </div>
  );
}

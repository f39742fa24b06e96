import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ActionGuichet,
  AffectationTeneur,
  actionGuichetLabels,
  DemandePrecision,
  type InfosValidation,
  profilLabels,
  RequeteRefus,
  type ResultatActionGuichet,
  TypeMotifRefus,
  typeMotifRefusLabels,
  validationsRoutes,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi, ErreurAppel } from '../../api/client';
import { storeErreurs } from '../../api/erreurs';
import { messageErreur } from '../../api/erreurs-appel';
import {
  ChampFichier,
  Formulaire,
  Modale,
  type ModaleProps,
  reporterErreursServeur,
  schemaFichiers,
  useEtatChamp,
  useFormulaire,
} from '../../components/formulaire';
import { enBase64 } from '../declaration/api';
import { REGLES_JUSTIFICATIF } from '../declaration/JustificatifMandat';
import { storeNotifications } from '../notifications/notifications';
import { useSession } from '../session/session';
import { nomComplet } from '../teledeclarants/presentation';
import { ChampMessage } from './champs';
import { FicheComparee, lignesCoproprieteExistante, lignesDemande } from './Fiche';
import { actionsDuType, parametresRefus } from './presentation';

type TermineAction = (resultat: ResultatActionGuichet) => void;

/**
 * Message d'une action refusée par le serveur pour la modale qui l'affiche : une demande déjà traitée ou
 * tenue par un autre (409) ou une saisie refusée (400) s'expliquent dans la modale, sans notification en
 * double ; les autres erreurs (403, 500) gardent en plus leur notification (spec 2 §8).
 */
function messageDansLaModale(erreur: unknown): string {
  if (erreur instanceof ErreurAppel && (erreur.status === 409 || erreur.status === 400)) {
    storeErreurs.retirer(erreur.erreur.id);
    storeNotifications.retirer(erreur.erreur.id);
  }
  return messageErreur(erreur, "L'action n'a pas pu aboutir. Réessayez.");
}

/** Exécution d'une action de modale : en cours, erreur affichée dans la modale. */
function useExecution(onTermine: TermineAction) {
  const [enCours, setEnCours] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const executer = async (action: () => Promise<ResultatActionGuichet>) => {
    setEnCours(true);
    setErreur(null);
    try {
      onTermine(await action());
    } catch (e) {
      setErreur(messageDansLaModale(e));
    } finally {
      setEnCours(false);
    }
  };
  return { enCours, erreur, setErreur, executer };
}

/** Identifiant du formulaire d'une modale, que le bouton d'envoi du pied de modale désigne (`form`). */
function useIdFormulaire(prefixe: string): string {
  return `${prefixe}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Pied d'une modale à formulaire : « Annuler », puis le bouton qui envoie le formulaire désigné. */
function boutonsFormulaire(libelle: string, idFormulaire: string, enCours = false): ModaleProps['boutons'] {
  return [
    { children: 'Annuler', priority: 'secondary' },
    {
      children: libelle,
      type: 'submit',
      doClosesModal: false,
      disabled: enCours,
      nativeButtonProps: { form: idFormulaire },
    },
  ];
}

function ErreurModale({ message }: { message: string | null }) {
  return message ? <Alert severity="error" small description={message} className="fr-mb-2w" /> : null;
}

/**
 * Montage commun des modales à formulaire qui exécutent une action du guichet (affecter, demander des précisions) :
 * identifiant du formulaire, formulaire validé par son schéma, exécution (en cours, erreur dans la modale) et
 * report des erreurs de saisie du serveur sur leurs champs (`champs`, renommés par `versChamp`).
 */
function useFormulaireModale<TSaisie extends FieldValues, TSortie>({
  prefixe,
  schema,
  valeursInitiales,
  champs,
  versChamp,
  envoyer,
  onTermine,
}: {
  prefixe: string;
  schema: z.ZodType<TSortie, TSaisie>;
  valeursInitiales: DefaultValues<TSaisie>;
  champs: readonly string[];
  versChamp?: (champ: string) => string;
  envoyer: (saisie: TSortie) => Promise<ResultatActionGuichet>;
  onTermine: TermineAction;
}) {
  const idFormulaire = useIdFormulaire(prefixe);
  const { enCours, erreur, executer } = useExecution(onTermine);
  const formulaire = useFormulaire<TSaisie, unknown, TSortie>({
    resolver: zodResolver(schema),
    defaultValues: valeursInitiales,
  });
  const soumettre = formulaire.handleSubmit((saisie) =>
    executer(async () => {
      try {
        return await envoyer(saisie);
      } catch (e) {
        reporterErreursServeur(e, formulaire.setError, champs, versChamp ? { versChamp } : {});
        throw e;
      }
    }),
  );
  return { idFormulaire, enCours, erreur, formulaire, soumettre };
}

function nomDemande(infos: InfosValidation): string {
  return infos.nomCopropriete ?? `copropriété n° ${infos.idCopropriete}`;
}

interface ProprietesModale {
  ouverte: boolean;
  onFermer: () => void;
  infos: InfosValidation;
  onTermine: TermineAction;
}

function ModaleAccepter({ ouverte, onFermer, infos, onTermine }: ProprietesModale) {
  const { enCours, erreur, executer } = useExecution(onTermine);
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre="Accepter la demande"
      taille="MD"
      boutons={[
        { children: 'Annuler', priority: 'secondary' },
        {
          children: 'Accepter la demande',
          doClosesModal: false,
          disabled: enCours,
          onClick: () =>
            executer(() => appelerApi(validationsRoutes.accepter, { params: { n: infos.idCopropriete } })),
        },
      ]}
    >
      <ErreurModale message={erreur} />
      <p>
        Vous acceptez la demande « {infos.libelleTypeDemande} » de <strong>{nomDemande(infos)}</strong>
        {infos.raisonSocialeDemandeur && <> déposée par {infos.raisonSocialeDemandeur}</>}.
      </p>
      <p className="fr-mb-0">
        {infos.numeroImmatriculation
          ? 'La copropriété garde son numéro d’immatriculation.'
          : 'Un numéro d’immatriculation est attribué à la copropriété'}
        {infos.idMandat !== null ? ' et le mandat du déclarant devient courant.' : '.'} Le déclarant en est
        informé par courriel.
      </p>
    </Modale>
  );
}

const SaisieRefus = RequeteRefus.superRefine((v, ctx) => {
  if (v.typesMotifRefus.includes('AUTRE') && !v.raison?.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['raison'],
      message: 'Précisez la raison du refus : elle est obligatoire avec « Autre motif ».',
    });
  }
});
type SaisieRefus = z.input<typeof SaisieRefus>;

function CasesMotifs() {
  const formulaire = useFormContext<SaisieRefus>();
  const { state, stateRelatedMessage } = useEtatChamp<SaisieRefus>('typesMotifRefus');
  return (
    <Checkbox
      legend="Motifs du refus"
      hintText="Un ou plusieurs motifs, communiqués au déclarant."
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      options={TypeMotifRefus.options.map((motif) => ({
        label: typeMotifRefusLabels[motif],
        nativeInputProps: { ...formulaire.register('typesMotifRefus'), value: motif },
      }))}
    />
  );
}

/** Refus en deux temps : motifs et raison, puis l'écran « confirmer le refus » (spec 1 §2). */
function ModaleRefuser({ ouverte, onFermer, infos, onTermine }: ProprietesModale) {
  const idFormulaire = useIdFormulaire('formulaire-refus');
  const [aConfirmer, setAConfirmer] = useState<z.output<typeof SaisieRefus> | null>(null);
  const { enCours, erreur, setErreur, executer } = useExecution(onTermine);
  const formulaire = useFormulaire<SaisieRefus, unknown, z.output<typeof SaisieRefus>>({
    resolver: zodResolver(SaisieRefus),
    defaultValues: { typesMotifRefus: [], raison: '' },
  });
  const fermer = () => {
    setAConfirmer(null);
    setErreur(null);
    onFermer();
  };
  const continuer = formulaire.handleSubmit((saisie) => {
    setErreur(null);
    setAConfirmer(saisie);
  });
  const confirmer = (saisie: z.output<typeof SaisieRefus>) =>
    executer(async () => {
      try {
        return await appelerApi(validationsRoutes.refuser, {
          params: parametresRefus(infos),
          query: {
            typesMotifRefus: saisie.typesMotifRefus,
            ...(saisie.raison?.trim() ? { raison: saisie.raison } : {}),
          },
        });
      } catch (e) {
        // Saisie refusée par le serveur : retour aux motifs, erreur sur son champ.
        if (reporterErreursServeur(e, formulaire.setError, ['typesMotifRefus', 'raison'])) {
          setAConfirmer(null);
        }
        throw e;
      }
    });
  return (
    <Modale
      ouverte={ouverte}
      onFermer={fermer}
      titre={aConfirmer ? 'Confirmer le refus' : 'Refuser la demande'}
      taille="LG"
      boutons={
        aConfirmer
          ? [
              {
                children: 'Revenir aux motifs',
                priority: 'secondary',
                doClosesModal: false,
                onClick: () => setAConfirmer(null),
              },
              {
                children: 'Confirmer le refus',
                doClosesModal: false,
                disabled: enCours,
                onClick: () => confirmer(aConfirmer),
              },
            ]
          : boutonsFormulaire('Continuer', idFormulaire)
      }
    >
      <ErreurModale message={erreur} />
      {aConfirmer ? (
        <>
          <p>
            Vous refusez la demande « {infos.libelleTypeDemande} » de <strong>{nomDemande(infos)}</strong>. Le
            déclarant est informé par courriel des motifs suivants :
          </p>
          <ul>
            {aConfirmer.typesMotifRefus.map((m) => (
              <li key={m}>{typeMotifRefusLabels[m]}</li>
            ))}
          </ul>
          {aConfirmer.raison?.trim() && (
            <p className="registre-fil__message">
              <strong>Précision : </strong>
              {aConfirmer.raison}
            </p>
          )}
          <p className="fr-mb-0">Cette décision est définitive : la demande ne pourra plus être traitée.</p>
        </>
      ) : (
        ouverte && (
          <Formulaire
            formulaire={formulaire}
            id={idFormulaire}
            onSubmit={continuer}
            aria-label="Motifs du refus"
          >
            <CasesMotifs />
            <ChampMessage
              nom="raison"
              libelle="Précision pour le déclarant"
              aide="Obligatoire avec « Autre motif ». 2 000 caractères au plus."
              longueurMax={2_000}
              facultatif
            />
          </Formulaire>
        )
      )}
    </Modale>
  );
}

const SaisieAffectation = z.object({
  idCompteTeneur: z.coerce
    .number({ error: 'Choisissez le teneur à qui affecter la demande.' })
    .int()
    .positive({ error: 'Choisissez le teneur à qui affecter la demande.' }),
  raisonAffectationTeneur: AffectationTeneur.shape.raisonAffectationTeneur,
});

/** Teneurs à qui affecter la demande : comptes actifs du teneur, par nom et prénom, sauf l'appelant (ADR 0230). */
function ChoixTeneur() {
  const { compte } = useSession();
  const { register } = useFormContext<z.input<typeof SaisieAffectation>>();
  const { state, stateRelatedMessage } = useEtatChamp<z.input<typeof SaisieAffectation>>('idCompteTeneur');
  const teneurs = useQuery({
    queryKey: clesValidations.teneurs(),
    queryFn: () => appelerApi(validationsRoutes.teneursAffectables),
  });
  const choix = (teneurs.data ?? []).filter((t) => t.idCompte !== compte?.id);
  if (teneurs.isError)
    return (
      <Alert severity="error" small description="La liste des teneurs n'a pas pu être chargée. Réessayez." />
    );
  return (
    <Select
      label="Teneur"
      hint={teneurs.isPending ? 'Chargement des teneurs…' : 'La demande lui est réservée dès l’affectation.'}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeSelectProps={{ ...register('idCompteTeneur'), 'aria-required': true }}
    >
      <option value="">Choisir un teneur</option>
      {choix.map((t) => (
        <option key={t.idCompte} value={t.idCompte}>
          {nomComplet(t.prenom, t.nom)} — {profilLabels[t.profil]}
        </option>
      ))}
    </Select>
  );
}

/** Affectation à un teneur ; sert aussi l'écran du rattachement (demande désignée par son mandat, ADR 0301). */
export function ModaleAffecter({
  ouverte,
  onFermer,
  infos,
  onTermine,
}: Omit<ProprietesModale, 'infos'> & { infos: Pick<InfosValidation, 'idCopropriete' | 'idMandat'> }) {
  const { idFormulaire, enCours, erreur, formulaire, soumettre } = useFormulaireModale({
    prefixe: 'formulaire-affectation',
    schema: SaisieAffectation,
    valeursInitiales: { idCompteTeneur: '', raisonAffectationTeneur: '' },
    champs: ['idCompteTeneur', 'raisonAffectationTeneur'],
    envoyer: (saisie) =>
      appelerApi(validationsRoutes.affecter, {
        body: { idCopropriete: infos.idCopropriete, idMandat: infos.idMandat, ...saisie },
      }),
    onTermine,
  });
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre="Affecter la demande à un teneur"
      taille="MD"
      boutons={boutonsFormulaire('Affecter', idFormulaire, enCours)}
    >
      <ErreurModale message={erreur} />
      {ouverte && (
        <Formulaire formulaire={formulaire} id={idFormulaire} onSubmit={soumettre} aria-label="Affectation">
          <ChoixTeneur />
          <ChampMessage nom="raisonAffectationTeneur" libelle="Raison de l'affectation" longueurMax={1_000} />
        </Formulaire>
      )}
    </Modale>
  );
}

const SaisiePrecisions = z.object({
  message: DemandePrecision.shape.message,
  fichier: schemaFichiers(REGLES_JUSTIFICATIF),
});

/**
 * Demande de précisions ; sert aussi l'écran du rattachement (`rattachement` : demande désignée par son mandat, qui
 * reste au guichet ; le demandeur répond dans le fil, ADR 0305).
 */
export function ModalePrecisions({
  ouverte,
  onFermer,
  infos,
  onTermine,
  rattachement = false,
}: Omit<ProprietesModale, 'infos'> & {
  infos: Pick<InfosValidation, 'idCopropriete' | 'idMandat'>;
  rattachement?: boolean;
}) {
  const { idFormulaire, enCours, erreur, formulaire, soumettre } = useFormulaireModale({
    prefixe: 'formulaire-precisions',
    schema: SaisiePrecisions,
    valeursInitiales: { message: '', fichier: [] },
    champs: ['message', 'piece'],
    versChamp: (champ) => (champ.startsWith('piece') ? 'fichier' : champ),
    envoyer: async (saisie) => {
      const fichier = saisie.fichier[0];
      return appelerApi(validationsRoutes.demanderPrecisions, {
        body: {
          idCopropriete: infos.idCopropriete,
          ...(rattachement ? { idMandat: infos.idMandat } : {}),
          message: saisie.message,
          piece: fichier ? { nom: fichier.name, contenu: await enBase64(fichier) } : null,
        },
      });
    },
    onTermine,
  });
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre="Demander des précisions"
      taille="LG"
      boutons={boutonsFormulaire('Envoyer la demande de précisions', idFormulaire, enCours)}
    >
      <ErreurModale message={erreur} />
      <p>
        {rattachement
          ? "Le message est envoyé par courriel à l'établissement demandeur et ajouté au fil de la demande, qui reste au guichet : il répond dans le fil, puis vous décidez."
          : "Le message est envoyé par courriel au déclarant et ajouté au fil de la demande ; la demande lui revient pour qu'il la complète et la transmette de nouveau."}
      </p>
      {ouverte && (
        <Formulaire
          formulaire={formulaire}
          id={idFormulaire}
          onSubmit={soumettre}
          aria-label="Demande de précisions"
        >
          <ChampMessage
            nom="message"
            libelle={rattachement ? 'Message au demandeur' : 'Message au déclarant'}
            longueurMax={4_000}
          />
          <ChampFichier name="fichier" label="Pièce jointe (facultatif)" regles={REGLES_JUSTIFICATIF} />
        </Formulaire>
      )}
    </Modale>
  );
}

/** Doublon : nouvelle copropriété (`fusion` faux) ou fusion dans l'existante, avec la clé lue à l'ouverture. */
function ModaleDoublon({
  ouverte,
  onFermer,
  infos,
  onTermine,
  fusion,
}: ProprietesModale & { fusion: boolean }) {
  const { enCours, erreur, executer } = useExecution(onTermine);
  const cle = useQuery({
    queryKey: clesValidations.cleDoublon(infos.idCopropriete),
    queryFn: () => appelerApi(validationsRoutes.cleDoublon, { params: { n: infos.idCopropriete } }),
    enabled: ouverte,
    staleTime: 0,
    gcTime: 0,
  });
  const action = fusion ? 'fusionnerDoublon' : 'validerDoublon';
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre={actionGuichetLabels[action]}
      taille="LG"
      boutons={[
        { children: 'Annuler', priority: 'secondary' },
        {
          children: actionGuichetLabels[action],
          doClosesModal: false,
          disabled: enCours || !cle.data || (fusion && !cle.data.fusionPossible),
          onClick: () =>
            cle.data &&
            executer(() =>
              appelerApi(validationsRoutes.validerDoublon, {
                params: { key: cle.data.key, n: infos.idCopropriete, fusion: fusion ? 'true' : 'false' },
              }),
            ),
        },
      ]}
    >
      <ErreurModale message={erreur} />
      {cle.isPending && ouverte && <p role="status">Lecture de la demande…</p>}
      {cle.isError && <ErreurModale message={messageErreur(cle.error, 'La demande n’a pas pu être lue.')} />}
      {cle.data && (
        <>
          <p>
            {fusion
              ? 'La demande est fusionnée dans la copropriété existante : aucune nouvelle copropriété n’est créée.'
              : 'La demande devient une nouvelle copropriété, immatriculée comme une demande acceptée.'}
          </p>
          {fusion && !cle.data.fusionPossible && (
            <Alert
              severity="warning"
              small
              className="fr-mb-2w"
              description="La fusion n'est pas possible : la copropriété existante n'est pas immatriculée."
            />
          )}
          <div className="registre-comparaison">
            <FicheComparee titre="Demande" lignes={lignesDemande(infos)} />
            <FicheComparee
              titre="Copropriété existante"
              lignes={lignesCoproprieteExistante(cle.data.doublon)}
            />
          </div>
        </>
      )}
    </Modale>
  );
}

/**
 * Actions du teneur sur la demande ouverte (spec 1 §4 « validation desk ») : toutes celles du type de demande
 * sont montrées, seules celles que le serveur permet maintenant (droits, verrou) sont actives. Chacune s'ouvre
 * dans une modale DSFR (focus piégé, Échap, focus rendu au bouton).
 */
export function ActionsDemande({ infos, onTermine }: { infos: InfosValidation; onTermine: TermineAction }) {
  const [ouverte, setOuverte] = useState<ActionGuichet | null>(null);
  const fermer = () => setOuverte(null);
  const terminer: TermineAction = (resultat) => {
    setOuverte(null);
    onTermine(resultat);
  };
  const proprietes = (action: ActionGuichet): ProprietesModale => ({
    ouverte: ouverte === action,
    onFermer: fermer,
    infos,
    onTermine: terminer,
  });
  const actions = actionsDuType(infos.typeDemande);
  return (
    <>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left">
        {actions.map((action) => (
          <li key={action}>
            <Button
              priority={action === 'accepter' || action === 'validerDoublon' ? 'primary' : 'secondary'}
              disabled={!infos.actions.includes(action)}
              onClick={() => setOuverte(action)}
            >
              {actionGuichetLabels[action]}
            </Button>
          </li>
        ))}
      </ul>
      {actions.includes('accepter') && <ModaleAccepter {...proprietes('accepter')} />}
      {actions.includes('refuser') && <ModaleRefuser {...proprietes('refuser')} />}
      {actions.includes('affecter') && <ModaleAffecter {...proprietes('affecter')} />}
      {actions.includes('demanderPrecisions') && <ModalePrecisions {...proprietes('demanderPrecisions')} />}
      {actions.includes('validerDoublon') && (
        <ModaleDoublon {...proprietes('validerDoublon')} fusion={false} />
      )}
      {actions.includes('fusionnerDoublon') && <ModaleDoublon {...proprietes('fusionnerDoublon')} fusion />}
    </>
  );
}

import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChampConditionnelReclamation,
  ChampsReclamation,
  civiliteLabels,
  estNumeroImmatriculationValide,
  LONGUEURS_MAX_RECLAMATION,
  messagesGeneriques,
  reclamationRoutes,
  TypeReclamation,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { clesReclamations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import {
  ChampFichier,
  ChampTexte,
  Formulaire,
  reporterErreursServeur,
  schemaFichiers,
  useActionBloquante,
  useEtatChamp,
  useFormulaire,
} from '../../components/formulaire';
import { ChampCaptchaFormulaire } from '../../components/formulaire/ChampCaptchaFormulaire';
import { REGLES_JUSTIFICATIF } from '../../features/declaration/JustificatifMandat';
import { ChampMessage } from '../../features/validations/champs';

const REGLES_PIECE = { ...REGLES_JUSTIFICATIF, requis: false };

const SaisieContact = ChampsReclamation.extend({
  typeDemandeur: z.string().min(1, messagesGeneriques.required),
  typeReclamation: z.string().min(1, messagesGeneriques.required),
  precision: z.string().nullish(),
  civilite: z.string().nullish(),
  captcha: z.string().min(1, 'Faites la vérification anti-robot avant d’envoyer votre demande.'),
  fichier: schemaFichiers(REGLES_PIECE),
});
type SaisieContact = z.input<typeof SaisieContact>;

const CHAMPS_SERVEUR = [
  'typeDemandeur',
  'typeReclamation',
  'precision',
  'objet',
  'message',
  'civilite',
  'nom',
  'prenom',
  'email',
  'telephone',
  'adressePrincipale',
  'numImmatriculation',
  'captcha',
  'fichier',
];

const VIDE: SaisieContact = {
  typeDemandeur: '',
  typeReclamation: '',
  precision: '',
  objet: '',
  message: '',
  civilite: '',
  nom: '',
  prenom: '',
  email: '',
  telephone: null,
  adressePrincipale: null,
  numImmatriculation: null,
  captcha: '',
  fichier: [],
};

/** Liste déroulante DSFR reliée au formulaire (erreur affichée une fois le champ touché). */
function ChampListe({
  nom,
  libelle,
  options,
  requis = true,
  desactive = false,
}: {
  nom: keyof SaisieContact & string;
  libelle: string;
  options: readonly { code: string; libelle: string }[];
  requis?: boolean;
  desactive?: boolean;
}) {
  const { register } = useFormContext<SaisieContact>();
  const erreur = useEtatChamp<SaisieContact>(nom);
  return (
    <Select
      label={requis ? libelle : `${libelle} (facultatif)`}
      state={erreur.state}
      stateRelatedMessage={erreur.stateRelatedMessage}
      disabled={desactive}
      nativeSelectProps={{ ...register(nom), 'aria-required': requis }}
    >
      <option value="">Sélectionnez une option</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.libelle}
        </option>
      ))}
    </Select>
  );
}

/** Nom public de la copropriété dont le numéro est saisi (`num-immat-nom`), sous le champ. */
function NomDeLaCopropriete({ numero }: { numero: string | null | undefined }) {
  const valide = estNumeroImmatriculationValide(numero);
  const { data, error, isFetching } = useQuery({
    queryKey: clesReclamations.nomCopropriete(numero ?? ''),
    queryFn: () => appelerApi(reclamationRoutes.nomCopropriete, { params: { numImmat: numero ?? '' } }),
    enabled: valide,
    retry: false,
    staleTime: 60_000,
  });
  if (!valide) return null;
  return (
    <p className="fr-hint-text fr-mt-n2w fr-mb-3w" role="status" data-testid="nom-copropriete">
      {isFetching
        ? 'Recherche de la copropriété…'
        : data
          ? `Copropriété : ${data.nom ?? 'sans nom déclaré'} (${data.numImmatriculation})`
          : error
            ? messageErreur(error, 'La copropriété n’a pas pu être recherchée.')
            : null}
    </p>
  );
}

/**
 * Formulaire de contact et de réclamation (spec 1 §2 `/aide/formulaire`, §3 ; spec 2 §5.6, §7.3 ; ADR 0295) : les
 * listes et les champs exigés viennent du serveur, le PDF est contrôlé par le serveur dès qu'il est choisi, l'envoi
 * part en multipart avec la preuve du captcha.
 */
export function FormulaireContact() {
  const [parametres] = useSearchParams();
  const typeParDefaut = TypeReclamation.safeParse(parametres.get('type'));
  const filtre = typeParDefaut.success ? typeParDefaut.data : 'tous';
  const formulaire = useFormulaire<SaisieContact, unknown, z.output<typeof SaisieContact>>({
    resolver: zodResolver(SaisieContact),
    defaultValues: { ...VIDE, numImmatriculation: parametres.get('numero') },
  });
  const { executer, enCours } = useActionBloquante();
  const [cleCaptcha, setCleCaptcha] = useState(0);
  const [numeroDepose, setNumeroDepose] = useState<number | null>(null);
  const [controlePiece, setControlePiece] = useState<string | null>(null);
  const refSucces = useRef<HTMLDivElement | null>(null);

  const typeDemandeur = formulaire.watch('typeDemandeur');
  const typeReclamation = formulaire.watch('typeReclamation');
  const numero = formulaire.watch('numImmatriculation');
  const fichiers = formulaire.watch('fichier');

  const demandeurs = useQuery({
    queryKey: clesReclamations.typesDemandeur(filtre),
    queryFn: () => appelerApi(reclamationRoutes.typesDemandeur, { params: { x: filtre } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const types = useQuery({
    queryKey: clesReclamations.typesReclamation(typeDemandeur),
    queryFn: () => appelerApi(reclamationRoutes.typesReclamation, { params: { x: typeDemandeur as never } }),
    enabled: typeDemandeur !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const typeProposé = types.data?.some((t) => t.code === typeReclamation) ?? false;
  const precisions = useQuery({
    queryKey: clesReclamations.precisions(typeDemandeur, typeReclamation),
    queryFn: () =>
      appelerApi(reclamationRoutes.precisions, {
        params: { x: typeDemandeur as never, y: typeReclamation as never },
      }),
    enabled: typeProposé,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const obligatoires = useQuery({
    queryKey: clesReclamations.champsObligatoires(typeReclamation),
    queryFn: () =>
      appelerApi(reclamationRoutes.champsObligatoires, { params: { x: typeReclamation as never } }),
    enabled: typeProposé,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const exige = (champ: ChampConditionnelReclamation) =>
    obligatoires.data?.some((c) => c.champ === champ) ?? false;

  // Un type non proposé au nouveau demandeur est effacé ; le type proposé par l'adresse est choisi d'office.
  useEffect(() => {
    if (!types.data) return;
    if (typeReclamation !== '' && !types.data.some((t) => t.code === typeReclamation)) {
      formulaire.setValue('typeReclamation', '');
    } else if (typeReclamation === '' && filtre !== 'tous' && types.data.some((t) => t.code === filtre)) {
      formulaire.setValue('typeReclamation', filtre);
    }
  }, [types.data, typeReclamation, filtre, formulaire]);
  useEffect(() => {
    if (precisions.data && precisions.data.length === 0) formulaire.setValue('precision', null);
  }, [precisions.data, formulaire]);

  // Contrôle du PDF par le serveur dès qu'il est choisi (`pdf/estValide`) : l'erreur cite le nom du fichier.
  const fichier = fichiers?.[0];
  useEffect(() => {
    setControlePiece(null);
    if (!(fichier instanceof File)) return;
    let abandonne = false;
    const corps = new FormData();
    corps.append('fichier', fichier, fichier.name);
    appelerApi(reclamationRoutes.controlerPdf, { body: corps as never })
      .then((r) => {
        if (!abandonne) setControlePiece(`Fichier vérifié : ${r.nom}.`);
      })
      .catch((e: unknown) => {
        if (!abandonne)
          formulaire.setError('fichier', {
            message: messageErreur(e, 'Le fichier n’a pas pu être vérifié.'),
          });
      });
    return () => {
      abandonne = true;
    };
  }, [fichier, formulaire]);

  const envoyer = formulaire.handleSubmit((saisie) =>
    executer(async () => {
      // Champs exigés par le type, donnés par le serveur (le serveur les contrôle aussi).
      const manquants = (obligatoires.data ?? []).filter(({ champ }) =>
        champ === 'pieceJointe' ? saisie.fichier.length === 0 : !saisie[champ]?.trim(),
      );
      for (const { champ } of manquants) {
        formulaire.setError(champ === 'pieceJointe' ? 'fichier' : champ, {
          message: messagesGeneriques.required,
        });
      }
      if (manquants.length > 0) return;
      const corps = new FormData();
      for (const [cle, valeur] of Object.entries(saisie)) {
        if (cle !== 'fichier' && typeof valeur === 'string' && valeur !== '') corps.append(cle, valeur);
      }
      const piece = saisie.fichier[0];
      if (piece) corps.append('pieceJointe', piece, piece.name);
      try {
        const { id } = await appelerApi(reclamationRoutes.deposer, { body: corps as never });
        setNumeroDepose(id);
        formulaire.reset({ ...VIDE });
      } catch (e) {
        reporterErreursServeur(e, formulaire.setError, CHAMPS_SERVEUR, {
          versChamp: (champ) => (champ === 'pieceJointe' ? 'fichier' : champ),
        });
        throw e;
      } finally {
        // Une preuve ne sert qu'une fois : nouveau captcha après chaque envoi.
        formulaire.setValue('captcha', '');
        setCleCaptcha((c) => c + 1);
      }
    }),
  );

  useEffect(() => {
    if (numeroDepose !== null) refSucces.current?.focus();
  }, [numeroDepose]);

  return (
    <>
      {numeroDepose !== null && (
        <div ref={refSucces} tabIndex={-1} className="fr-mb-4w">
          <Alert
            severity="success"
            title={`Votre demande n° ${numeroDepose} a bien été envoyée`}
            description="Un accusé de réception vous a été envoyé par courriel. Rappelez ce numéro dans toute correspondance."
            data-testid="reclamation-envoyee"
          />
        </div>
      )}
      <p className="fr-hint-text">Sauf mention « (facultatif) », tous les champs sont obligatoires.</p>
      <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-label="Formulaire de contact">
        <fieldset className="fr-fieldset">
          <legend className="fr-fieldset__legend">Votre demande</legend>
          <div className="fr-fieldset__element">
            <ChampListe nom="typeDemandeur" libelle="Vous êtes" options={demandeurs.data ?? []} />
            <ChampListe
              nom="typeReclamation"
              libelle="Objet de votre demande"
              options={types.data ?? []}
              desactive={typeDemandeur === ''}
            />
            {precisions.data && precisions.data.length > 0 && (
              <ChampListe nom="precision" libelle="Précision" options={precisions.data} />
            )}
            <ChampTexte
              nom="numImmatriculation"
              label={
                exige('numImmatriculation')
                  ? "Numéro d'immatriculation de la copropriété"
                  : "Numéro d'immatriculation de la copropriété (facultatif)"
              }
              aide="2 lettres et 7 chiffres : AB1234567 ou AB1-234-567"
              facultatif
              maxLength={11}
            />
            <NomDeLaCopropriete numero={numero} />
            <ChampTexte
              nom="adressePrincipale"
              label={
                exige('adressePrincipale')
                  ? 'Adresse principale de la copropriété'
                  : 'Adresse principale de la copropriété (facultatif)'
              }
              facultatif
              maxLength={LONGUEURS_MAX_RECLAMATION.adressePrincipale}
            />
            <ChampTexte nom="objet" label="Objet" maxLength={LONGUEURS_MAX_RECLAMATION.objet} />
            <ChampMessage
              nom="message"
              libelle="Votre message"
              longueurMax={LONGUEURS_MAX_RECLAMATION.message}
            />
            <ChampFichier
              name="fichier"
              label={exige('pieceJointe') ? 'Pièce justificative' : 'Pièce justificative (facultatif)'}
              regles={REGLES_PIECE}
            />
            {controlePiece && (
              <p className="fr-message fr-message--valid" role="status" data-testid="piece-verifiee">
                {controlePiece}
              </p>
            )}
          </div>
        </fieldset>
        <fieldset className="fr-fieldset">
          <legend className="fr-fieldset__legend">Vos coordonnées</legend>
          <div className="fr-fieldset__element">
            <ChampListe
              nom="civilite"
              libelle="Civilité"
              requis={false}
              options={Object.entries(civiliteLabels).map(([code, libelle]) => ({ code, libelle }))}
            />
            <ChampTexte
              nom="nom"
              label="Nom"
              autoComplete="family-name"
              maxLength={LONGUEURS_MAX_RECLAMATION.nom}
            />
            <ChampTexte
              nom="prenom"
              label="Prénom"
              autoComplete="given-name"
              maxLength={LONGUEURS_MAX_RECLAMATION.nom}
            />
            <ChampTexte
              nom="email"
              label="Adresse électronique"
              aide="Format attendu : nom@domaine.fr"
              type="email"
              autoComplete="email"
            />
            <ChampTexte
              nom="telephone"
              label="Téléphone (facultatif)"
              type="tel"
              autoComplete="tel"
              facultatif
            />
          </div>
        </fieldset>
        <ChampCaptchaFormulaire<SaisieContact> name="captcha" cle={cleCaptcha} />
        <Button type="submit" disabled={enCours}>
          {enCours ? 'Envoi en cours…' : 'Envoyer ma demande'}
        </Button>
      </Formulaire>
    </>
  );
}

/** Tutoriel de l'accueil : une page du site (route interne) ou un lien externe ouvert dans un nouvel onglet. */
export interface Tutoriel {
  id: string;
  titre: string;
  description: string;
  route: string;
  externe: boolean;
}

/** Tutoriels proposés sur l'accueil ; seuls ceux dont la page existe sont affichés. */
export const TUTORIELS: Tutoriel[] = [
  {
    id: 'comprendre',
    titre: 'Comprendre le registre',
    description: 'Qui doit immatriculer une copropriété, quand, et quelles informations préparer.',
    route: '/aide',
    externe: false,
  },
  {
    id: 'inscription',
    titre: 'Créer un compte de télédéclarant',
    description:
      'Syndic professionnel, syndic bénévole ou notaire : les étapes de l’inscription et de l’activation.',
    route: '/compte/inscription',
    externe: false,
  },
  {
    id: 'mot-de-passe',
    titre: 'Retrouver l’accès à son compte',
    description: 'Recevoir par courriel un lien pour choisir un nouveau mot de passe.',
    route: '/compte/mot-de-passe-oublie',
    externe: false,
  },
];

/** Vidéo de l'accueil : fichier mp4, image d'attente, sous-titres et transcription complète. */
export interface VideoTutoriel {
  id: string;
  titre: string;
  video: string;
  affiche: string;
  sousTitres: string;
  transcription: string[];
}

export const VIDEOS: VideoTutoriel[] = [
  {
    id: 'se-connecter',
    titre: 'Se connecter au registre',
    video: '/tutoriels/se-connecter.mp4',
    affiche: '/tutoriels/se-connecter.png',
    sousTitres: '/tutoriels/se-connecter.vtt',
    transcription: [
      'Sur la page d’accueil du registre, choisissez « Se connecter » en haut de la page.',
      'Saisissez l’adresse électronique de votre compte, puis votre mot de passe.',
      'La vérification anti-robot se fait toute seule : attendez que la case indique « Vérifié ».',
      'Choisissez « Se connecter » : votre accueil présente les services de votre profil.',
    ],
  },
];

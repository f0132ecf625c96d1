// Real first names and surnames from many cultures. The family-friendly check must not reject them
// and every script's letters are valid (docs/product.md#family-friendly, #member-name). Several were picked because a substring blocklist rejects them.

/** Names that hide a blocked word inside a longer word: the reason whole-word matching exists. */
export const SCUNTHORPE_NAMES = [
  'Cassandra', 'Dickens', 'Hancock', 'Sussex', 'Assam', 'Shitaye', 'Dikshit', 'Analise', 'Titus',
  'Cummings', 'Cumming', 'Scunthorpe', 'Penistone', 'Essex', 'Middlesex', 'Hitchcock', 'Cockburn',
  'Butts', 'Butt', 'Weiner', 'Kuntz', 'Fagan', 'Fagin', 'Dickinson', 'Dickson', 'Babcock', 'Peacock',
  'Woodcock', 'Glasscock', 'Alcock', 'Hiscock', 'Wilcox', 'Sexton', 'Hooker', 'Bonner', 'Raper',
  'Lipshitz', 'Pissarro', 'Shitara', 'Shittu', 'Fukuda', 'Fukushima', 'Fuchs', 'Fučík', 'Wankel',
  'Wankhede', 'Cocker', 'Crapper', 'Cumberbatch', 'Assefa', 'Pornthip', 'Pornchai',
  'Phuc', 'Bich', 'Dung', 'Randi', 'Kutty', 'Lund', 'Lauda', 'Kunt', 'Fick', 'Semen', 'Balls',
  'Gaylord', 'Fanny', 'Randy', 'Willy', 'Dikko', 'Hasselhoff', 'Bastable', 'Cockerill', 'Scholes',
  'Kike', 'Ganja', 'Dyke', 'Coon', 'Concha', 'Nutter', 'Hoare', 'Seaman', 'Moron', 'Pisani',
] as const;

export const REAL_NAMES: readonly string[] = [
  ...SCUNTHORPE_NAMES,
  // English
  'Elizabeth', 'Margaret', 'William', 'Oliver', 'Charlotte', 'Harry', 'Emily', 'Jack', 'Sophie',
  'Thomas', 'Grace', 'George', 'Amelia', 'James', 'Hannah', 'Mitchell', 'Dixon', 'Cox', 'Winterbottom',
  'Ramsbottom', 'Shufflebottom', 'Ashcroft', 'Penny', 'Peter', 'Johnson', 'Pollock', 'Clinton',
  'Mary-Kate', 'Anne Marie',
  // Irish
  'Siobhán', 'Aoife', 'Niamh', 'Saoirse', 'Caoimhe', 'Oisín', 'Cillian', 'Pádraig', 'Seán',
  "O'Brien", 'O’Sullivan', 'Ní Dhomhnaill', 'Ó Súilleabháin', 'Gráinne', 'Fionnuala', 'Ruairí',
  'Tadhg', 'Éabha',
  // Scottish
  'Mhairi', 'Eilidh', 'Ailsa', 'Iain', 'Hamish', 'Lachlan', 'Ruaridh', 'Mairead', 'MacDonald',
  'McAllister', 'Farquharson', 'Urquhart',
  // Welsh
  'Rhys', 'Gwen', 'Cerys', 'Dafydd', 'Llewelyn', 'Angharad', 'Bethan', 'Gruffydd', 'Siân', 'Ieuan',
  'Rhiannon', 'Eluned',
  // Spanish
  'José', 'María', 'Dolores', 'Concepción', 'Consuelo', 'Jesús', 'Guadalupe', 'Ximena', 'Iñaki',
  'Begoña', 'Núñez', 'Muñoz', 'Fernández', 'Rodríguez', 'Ibáñez', 'Paco', 'Pilar', 'Pérez',
  // Portuguese
  'João', 'Conceição', 'Gonçalo', 'Inês', 'Assunção', 'Magalhães', 'Sebastião', 'Leonor', 'Tomás',
  // Italian
  'Giuseppe', 'Giovanni', 'Francesca', 'Chiara', 'Gianluca', 'Pasquale', 'Vittoria', 'Esposito',
  'Cazzaniga', 'Fabrizio', 'Lucrezia', 'Cocco', 'Assunta',
  // French
  'Amélie', 'Émile', 'Gaëlle', 'Hélène', 'Benoît', 'François', 'Joël', 'Maël', 'Zoë', 'Noémie',
  'Chloé', 'Anaïs', 'Théo', 'Lefèvre', "D'Artagnan", 'Dubois', 'Célestine', 'Honoré',
  // German
  'Jürgen', 'Müller', 'Schröder', 'Günther', 'Dietrich', 'Friedrich', 'Sieglinde', 'Gudrun', 'Uwe',
  'Weiß', 'Groß', 'Schmuck',
  // Dutch
  'Anouk', 'Sander', 'Joost', 'Bram', 'Femke', 'Sjoerd', 'Van der Berg', 'De Vries', 'Dijkstra',
  'Kok', 'Pijpers',
  // Nordic
  'Björn', 'Åsa', 'Søren', 'Ørjan', 'Sigrún', 'Þórður', 'Hákon', 'Ingrid', 'Astrid',
  'Sigurðsdóttir', 'Eyjólfur', 'Freyja', 'Gunnhild', 'Kjell', 'Fjóla', 'Knut', 'Svensson',
  'Fagerström',
  // Polish
  'Wojciech', 'Małgorzata', 'Łukasz', 'Przemysław', 'Grzegorz', 'Zbigniew', 'Agnieszka',
  'Brzęczyszczykiewicz', 'Józef', 'Żaneta',
  // Russian
  'Дмитрий', 'Наталья', 'Сергей', 'Олег', 'Юлия', 'Svetlana', 'Vladimir', 'Yekaterina', 'Anastasia',
  'Pavel',
  // Greek
  'Νίκος', 'Ελένη', 'Dimitrios', 'Eleftheria', 'Panagiotis', 'Papadopoulos', 'Konstantinos',
  'Xanthippe', 'Kalliope',
  // Turkish
  'Şükrü', 'Gökhan', 'Çağla', 'Ömer', 'Ayşe', 'Yıldız', 'Gül', 'İlhan', 'Kılıç', 'Cem',
  // Arabic
  'Muhammad', 'Fatima', 'Abdullah', 'Aisha', 'Khadija', 'Hussein', 'Al-Rashid', 'Abd al-Rahman',
  'محمد', 'فاطمة', 'Nasrallah', 'Assad', 'Hassan', 'Faisal', 'Ghada', 'Layla',
  // Persian (محمد‌رضا is written with a zero-width non-joiner)
  'Shirin', 'Farhad', 'Darius', 'Roxana', 'Parvaneh', 'Dariush', 'Khosrow', 'Golnar', 'Mahsa', 'علی',
  'محمد\u200Cرضا',
  // Hebrew
  'Avraham', 'Yitzhak', 'Shoshana', 'Tzipora', 'Moshe', 'Yael', 'Shapiro', 'Eliezer', 'שרה', 'דוד',
  // Indian: Hindi
  'देव', 'अनीता', 'Deepak', 'Priya', 'Aarav', 'Vihaan', 'Ananya', 'Saanvi', 'Lakshmi', 'Rajesh',
  'Chaudhary', 'Sharma', 'Gupta', 'Harsh', 'Kumar',
  // Tamil
  'முருகன்', 'Murugan', 'Kavitha', 'Selvam', 'Arumugam', 'Thangam', 'Senthil', 'Sundaram',
  // Telugu
  'వెంకటేష్', 'Venkatesh', 'Srinivas', 'Lakshmana', 'Padmavathi', 'Naidu', 'Reddy', 'Chowdary',
  // Malayalam
  'ഉണ്ണി', 'Unnikrishnan', 'Sreekumar', 'Mohanlal', 'Nair', 'Menon', 'Pillai', 'Thampi',
  // Bengali
  'সৌরভ', 'Sourav', 'Rabindranath', 'Tagore', 'Chattopadhyay', 'Mukherjee', 'Banerjee', 'Arpita',
  // Punjabi
  'ਗੁਰਪ੍ਰੀਤ', 'Gurpreet', 'Harjit', 'Manpreet', 'Jaswinder', 'Sandhu', 'Dhillon', 'Gill', 'Kaur',
  'Singh',
  // Chinese
  '李华', '王芳', 'Li Hua', 'Wang Fang', 'Zhang Wei', 'Xiaoming', 'Liu Yang', 'Chen Jing', 'Fu', 'Fok',
  'Xu', 'Qiu', 'Zhou', 'Huang',
  // Japanese
  '佐藤', 'さくら', 'Hiroshi', 'Yuki', 'Sakura', 'Haruto', 'Kokoro', 'Dai', 'Takahashi', 'Ōtani', 'Yūko',
  // Korean
  '김민준', '서연', 'Ji-woo', 'Seo-yeon', 'Min-jun', 'Park', 'Kim', 'Lee', 'Bong', 'Bong Joon-ho',
  'Sun-hee', 'Dong-hyun',
  // Vietnamese
  'Nguyễn', 'Phúc', 'Bích', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Thảo', 'Thị', 'Kim Phúc', 'Đặng', 'Vũ',
  // Thai
  'สมชาย', 'Somchai', 'Suda', 'Kittisak', 'Pornpimol',
  // Filipino
  'Maricel', 'Jocelyn', 'Rodrigo', 'Dimaculangan', 'Macaraeg', 'Bongbong', 'Ligaya', 'Dalisay',
  'Bituin',
  // Indonesian
  'Sukarno', 'Siti', 'Putri', 'Wulandari', 'Dewi', 'Adi', 'Budi', 'Kusumawati', 'Puspita',
  'Setiawan',
  // Ethiopian
  'ጌታቸው', 'Abebe', 'Tsegaye', 'Meseret', 'Haile', 'Tigist', 'Alemayehu', 'Kebede', 'Yohannes',
  'Tewodros',
  // Nigerian: Yoruba
  'Adebayo', 'Olúwaseun', 'Oluwaseun', 'Ayodele', 'Folasade', 'Babatunde', 'Oyelaran', 'Ọlájídé',
  'Titilayo',
  // Igbo
  'Chukwuemeka', 'Ngozi', 'Chiamaka', 'Obinna', 'Nnamdi', 'Chidi', 'Ifeoma', 'Uchechukwu', 'Nwankwo',
  'Ogbu',
  // Hausa
  'Abubakar', 'Aminu', 'Hauwa', 'Zainab', 'Bello', 'Yakubu', 'Usman', 'Garba', 'Danjuma',
  // Swahili and East African
  'Amani', 'Baraka', 'Neema', 'Zawadi', 'Jabari', 'Imani', 'Juma', 'Wanjiku', 'Mwangi', 'Akinyi',
  // Zulu
  'Sipho', 'Thandiwe', 'Nomvula', 'Sibusiso', 'Lwazi', 'Nkosazana', 'Dlamini', 'Zuma', 'Themba',
  'Buhle', 'Ngcobo',
  // Maori
  'Aroha', 'Wiremu', 'Mere', 'Tāne', 'Hēmi', 'Ngaio', 'Rangi', 'Te Rangi', 'Kahurangi', 'Whetu',
  // Hawaiian
  'Kalani', 'Leilani', 'Kealoha', 'ʻIolani', 'Makana', 'Kapono', 'Nohea', 'Haunani', 'Mele',
  // Native American
  'Sacagawea', 'Tecumseh', 'Winona', 'Dakota', 'Cheyenne', 'Chayton', 'Kimimela', 'Nayeli', 'Wovoka',
  'Sitting Bull',
];

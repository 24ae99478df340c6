  #Requires -Version 7.0
  <#
      BackupTools: snapshot and restore of application folders.
      Exported functions are listed at the bottom of the module.
  #>
  
  using namespace System.Collections.Generic
  using module ./BackupTools.Types.psm1
  
  Import-Module Microsoft.PowerShell.Archive
  Import-Module -Name "$PSScriptRoot/Private/Retention.psm1" -Force
  . "$PSScriptRoot/Private/Helpers.ps1"
  . $PSScriptRoot\Private\Logging.ps1
  
  Set-StrictMode -Version Latest
  
  # Root folder where snapshots are written.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/BackupRoot.
  $script:BackupRoot = Join-Path $env:ProgramData 'BackupTools'
//^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/BackupRoot.
//kind Variable
//documentation
//> Root folder where snapshots are written.
//                                                            ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/BackupRoot.
  
  # Default number of snapshots kept per source.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/DefaultRetention.
  $script:DefaultRetention = 7
//^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/DefaultRetention.
//kind Variable
//documentation
//> Default number of snapshots kept per source.
//                           ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/DefaultRetention.
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/ModuleVersion.
  $ModuleVersion = '1.3.0'
//^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/ModuleVersion.
//kind Variable
//                       ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/ModuleVersion.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/ExcludedExtensions.
  [string[]] $script:ExcludedExtensions = @('.tmp', '.lock', '.bak')
//           ^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/ExcludedExtensions.
//           kind Variable
//                                                                 ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/ExcludedExtensions.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/BackupToolsLoaded.
  $global:BackupToolsLoaded = $true
//^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/BackupToolsLoaded.
//kind Variable
//                                ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/BackupToolsLoaded.
  
  # How a snapshot is stored on disk.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
  enum CompressionLevel {
//     ^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
//     kind Enum
//     documentation
//     > How a snapshot is stored on disk.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#None.
      None
//    ^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#None.
//    kind EnumMember
//       ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#None.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Fastest.
      Fastest
//    ^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Fastest.
//    kind EnumMember
//          ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Fastest.
      # Smallest archives, slowest to write.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Optimal.
      Optimal = 10
//    ^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Optimal.
//    kind EnumMember
//    documentation
//    > Smallest archives, slowest to write.
//               ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#Optimal.
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
  
  [Flags()]
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
  enum SnapshotState {
//     ^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
//     kind Enum
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Pending.
      Pending = 1
//    ^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Pending.
//    kind EnumMember
//              ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Pending.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Complete.
      Complete = 2
//    ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Complete.
//    kind EnumMember
//               ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Complete.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Failed.
      Failed = 4
//    ^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Failed.
//    kind EnumMember
//             ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#Failed.
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
  
  # One snapshot of one source folder.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
  class Snapshot {
//      ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
//      kind Class
//      documentation
//      > One snapshot of one source folder.
      # Unique id of the snapshot.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Id.
      [string] $Id
//             ^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Id.
//             kind Field
//             documentation
//             > Unique id of the snapshot.
//               ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Id.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Source.
      [string] $Source
//             ^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Source.
//             kind Field
//                   ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Source.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Created.
      [datetime] $Created = [datetime]::UtcNow
//               ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Created.
//               kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Created.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#State.
      [SnapshotState] $State = [SnapshotState]::Pending
//     ^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
//                    ^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#State.
//                    kind Field
//                              ^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
//                                                    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#State.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#sizeBytes.
      hidden [long] $sizeBytes
//                  ^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#sizeBytes.
//                  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#sizeBytes.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Count.
      static [int] $Count = 0
//                 ^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Count.
//                 kind Field
//                          ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Count.
  
      # Creates a pending snapshot of a folder.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot().
      Snapshot([string] $source) {
//    ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot().
//    kind Constructor
//    documentation
//    > Creates a pending snapshot of a folder.
          $this.Id = [guid]::NewGuid().ToString('N')
          $this.Source = $source
          [Snapshot]::Count++
//         ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot().
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot(+1).
      Snapshot([string] $source, [string] $id) {
//    ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot(+1).
//    kind Constructor
          $this.Id = $id
          $this.Source = $source
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#Snapshot(+1).
  
      # Size of the archive in megabytes.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#SizeInMB().
      [double] SizeInMB() {
//             ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#SizeInMB().
//             kind Method
//             documentation
//             > Size of the archive in megabytes.
          return [math]::Round($this.sizeBytes / 1MB, 2)
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#SizeInMB().
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#MarkComplete().
      [void] MarkComplete([long] $bytes) {
//           ^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#MarkComplete().
//           kind Method
          $local = $bytes
          $this.sizeBytes = $local
          $this.State = [SnapshotState]::Complete
//                       ^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#MarkComplete().
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#FromFile().
      static [Snapshot] FromFile([System.IO.FileInfo] $file) {
//            ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
//                      ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#FromFile().
//                      kind Method
          $parts = $file.BaseName -split '_', 2
          $snap = [Snapshot]::new($parts[0], $parts[1])
//                 ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
          $snap.sizeBytes = $file.Length
          return $snap
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#FromFile().
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Snapshot#ToString().
      [string] ToString() {
//             ^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Snapshot#ToString().
//             kind Method
          return "{0} ({1})" -f $this.Id, $this.State
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#ToString().
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
  class RetentionPolicy {
//      ^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Keep.
      [int] $Keep
//          ^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Keep.
//          kind Field
//              ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Keep.
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Level.
      [CompressionLevel] $Level = [CompressionLevel]::Optimal
//     ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
//                       ^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Level.
//                       kind Field
//                                 ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
//                                                          ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Level.
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#RetentionPolicy().
      RetentionPolicy() {
//    ^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#RetentionPolicy().
//    kind Constructor
          $this.Keep = $script:DefaultRetention
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#RetentionPolicy().
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Expired().
      [Snapshot[]] Expired([Snapshot[]] $snapshots) {
//     ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
//                 ^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Expired().
//                 kind Method
//                          ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
          $sorted = $snapshots | Sort-Object -Property Created -Descending
          return $sorted | Select-Object -Skip $this.Keep
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#Expired().
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#
  class IncrementalPolicy : RetentionPolicy, System.IComparable {
//      ^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#
//      kind Class
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#FullEvery.
      [int] $FullEvery = 4
//          ^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#FullEvery.
//          kind Field
//                       ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#FullEvery.
  
//    ⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#CompareTo().
      [int] CompareTo([object] $other) {
//          ^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#CompareTo().
//          kind Method
          return $this.Keep.CompareTo(([RetentionPolicy] $other).Keep)
//                                      ^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
      }
//    ⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#CompareTo().
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/IncrementalPolicy#
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
  function Get-SnapshotPath {
//         ^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
//         kind Function
//         documentation
//         > .SYNOPSIS
//         > Returns the folder that holds the snapshots of a source.
//         > .PARAMETER Source
//         > The folder being backed up.
      <#
      .SYNOPSIS
          Returns the folder that holds the snapshots of a source.
      .PARAMETER Source
          The folder being backed up.
      #>
      [CmdletBinding()]
      [OutputType([string])]
      param(
          [Parameter(Mandatory, ValueFromPipeline)]
          [string] $Source
      )
      process {
          $name = (Split-Path -Leaf $Source) -replace '[^\w-]', '_'
          Join-Path $script:BackupRoot $name
      }
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
  
  <#
  .SYNOPSIS
      Creates a new snapshot of a folder.
  .EXAMPLE
      New-Snapshot -Source C:\Data -Level Fastest
  #>
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/New-Snapshot().
  function New-Snapshot {
//         ^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/New-Snapshot().
//         kind Function
//         documentation
//         > .SYNOPSIS
//         > Creates a new snapshot of a folder.
//         > .EXAMPLE
//         > New-Snapshot -Source C:\Data -Level Fastest
      [CmdletBinding(SupportsShouldProcess)]
      param(
          [Parameter(Mandatory)]
          [ValidateScript({ Test-Path $_ -PathType Container })]
          [string] $Source,
  
          [CompressionLevel] $Level = [CompressionLevel]::Optimal
//         ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
//                                     ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/CompressionLevel#
      )
  
      $snapshot = [Snapshot]::new($Source)
//                 ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
      $target = Get-SnapshotPath -Source $Source
//              ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
      if (-not (Test-Path $target)) {
          New-Item -ItemType Directory -Path $target | Out-Null
      }
      $archive = Join-Path $target "$($snapshot.Id).zip"
      if ($PSCmdlet.ShouldProcess($Source, 'Create snapshot')) {
          try {
              Get-ChildItem -Path $Source -Recurse -File |
                  Where-Object { $script:ExcludedExtensions -notcontains $_.Extension } |
                  Compress-Archive -DestinationPath $archive -CompressionLevel $Level
              $snapshot.MarkComplete((Get-Item $archive).Length)
          }
          catch [System.IO.IOException] {
              $snapshot.State = [SnapshotState]::Failed
//                               ^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
              Write-Error "Snapshot of $Source failed: $_"
          }
      }
      $snapshot
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/New-Snapshot().
  
  # Lists snapshots, newest first.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
  function Get-Snapshot([string] $Source, [switch] $All) {
//         ^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
//         kind Function
//         documentation
//         > Lists snapshots, newest first.
      $folder = Get-SnapshotPath -Source $Source
//              ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
      $files = Get-ChildItem -Path $folder -Filter *.zip -ErrorAction SilentlyContinue
      $list = [List[Snapshot]]::new()
//                  ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
      foreach ($file in $files) {
          $list.Add([Snapshot]::FromFile($file))
//                   ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
      }
      if ($All) { return $list }
      $list | Where-Object State -eq ([SnapshotState]::Complete)
//                                     ^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/SnapshotState#
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Remove-ExpiredSnapshot().
  function Remove-ExpiredSnapshot {
//         ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Remove-ExpiredSnapshot().
//         kind Function
      [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
      param(
          [Parameter(Mandatory)] [string] $Source,
          [RetentionPolicy] $Policy = [RetentionPolicy]::new()
//         ^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
//                                     ^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/RetentionPolicy#
      )
      begin {
          $removed = 0
      }
      process {
          foreach ($snap in $Policy.Expired((Get-Snapshot -Source $Source))) {
//                                           ^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
              $path = Join-Path (Get-SnapshotPath $Source) "$($snap.Id).zip"
//                               ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
              if ($PSCmdlet.ShouldProcess($path, 'Remove')) {
                  Remove-Item -LiteralPath $path
                  $removed++
              }
          }
      }
      end {
          Write-Verbose "Removed $removed snapshot(s)"
      }
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Remove-ExpiredSnapshot().
  
  # Restores the newest complete snapshot into a folder.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Restore-Snapshot().
  function Restore-Snapshot {
//         ^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Restore-Snapshot().
//         kind Function
//         documentation
//         > Restores the newest complete snapshot into a folder.
      param(
          [Parameter(Mandatory)] [string] $Source,
          [Parameter(Mandatory)] [string] $Destination,
          [switch] $Force
      )
      $latest = Get-Snapshot -Source $Source | Select-Object -First 1
//              ^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
      if ($null -eq $latest) {
          throw [System.IO.FileNotFoundException]::new("No snapshot for $Source")
      }
      $archive = Join-Path (Get-SnapshotPath $Source) "$($latest.Id).zip"
//                          ^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-SnapshotPath().
      Expand-Archive -Path $archive -DestinationPath $Destination -Force:$Force
      Write-BackupLog -Message "Restored $($latest.Id) to $Destination"
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Restore-Snapshot().
  
  # Writes only the names of the snapshots passed through the pipeline.
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Select-SnapshotId().
  filter Select-SnapshotId {
//       ^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Select-SnapshotId().
//       kind Function
//       documentation
//       > Writes only the names of the snapshots passed through the pipeline.
      if ($_ -is [Snapshot]) { $_.Id }
//                ^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Snapshot#
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Select-SnapshotId().
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Get-BackupRoot().
  function script:Get-BackupRoot {
//         ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Get-BackupRoot().
//         kind Function
      $script:BackupRoot
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Get-BackupRoot().
  
//⌄ enclosing_range_start soulindex . . . `powershell/BackupTools.psm1`/Test-BackupHealth().
  function Test-BackupHealth {
//         ^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/BackupTools.psm1`/Test-BackupHealth().
//         kind Function
//         documentation
//         > .SYNOPSIS
//         > Checks that every source has a recent complete snapshot.
      <#
      .SYNOPSIS
          Checks that every source has a recent complete snapshot.
      #>
      param([string[]] $Sources)
  
      function Test-One([string] $s) {
          $recent = Get-Snapshot -Source $s | Select-Object -First 1
//                  ^^^^^^^^^^^^ reference soulindex . . . `powershell/BackupTools.psm1`/Get-Snapshot().
          return $null -ne $recent -and $recent.Created -gt (Get-Date).AddDays(-1)
      }
  
      $report = @{}
      foreach ($s in $Sources) {
          $report[$s] = Test-One $s
      }
      [pscustomobject] $report
  }
//⌃ enclosing_range_end soulindex . . . `powershell/BackupTools.psm1`/Test-BackupHealth().
  
  Set-Alias -Name nsnap -Value New-Snapshot
  Export-ModuleMember -Function 'New-Snapshot', 'Get-Snapshot', 'Restore-Snapshot', 'Remove-ExpiredSnapshot' -Alias 'nsnap'
  
